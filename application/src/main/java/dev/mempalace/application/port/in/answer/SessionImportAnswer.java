package dev.mempalace.application.port.in.answer;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.in.SessionScan;
import dev.mempalace.domain.session.SessionSource;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A session import, a scan and a session source, as answers. */
public final class SessionImportAnswer {

    private SessionImportAnswer() {
    }

    /** What an import did; secrets by kind, never their values. */
    public static Map<String, Object> of(SessionImport report) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("sources", report.sources());
        root.put("transcripts", report.transcripts());
        root.put("read", report.read());
        root.put("created", report.created());
        root.put("extended", report.extended());
        root.put("unchanged", report.unchanged());
        root.put("exchanges", report.exchanges());
        root.put("privateSkipped", report.privateSkipped());
        root.put("privateRemoved", report.privateRemoved());
        root.put("outsideProject", report.outsideProject());
        root.put("empty", report.empty());
        root.put("secretsRedacted", report.secrets());
        root.put("redacted", new TreeMap<>(report.redacted()));
        root.put("unreadable", report.unreadable().stream().map(Notice::describe).toList());
        return root;
    }

    /** One configured source. */
    public static Map<String, Object> of(SessionSource source) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("name", source.name());
        root.put("harness", source.harness());
        root.put("folders", source.folders());
        root.put("project", source.project().orElse(null));
        return root;
    }

    /** Every configured source. */
    public static Map<String, Object> of(List<SessionSource> sources) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("sources", sources.stream().map(SessionImportAnswer::of).toList());
        return root;
    }

    /** What an import would redact, by transcript. */
    public static Map<String, Object> of(SessionScan scan) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("transcripts", scan.transcripts());
        root.put("findings", scan.findings().stream().map(finding -> {
            Map<String, Object> node = new LinkedHashMap<>();
            node.put("transcript", finding.transcript());
            node.put("harness", finding.harness());
            node.put("redacted", new TreeMap<>(finding.kinds()));
            node.put("exchangeLines", finding.lines());
            return node;
        }).toList());
        root.put("unreadable", scan.unreadable().stream().map(Notice::describe).toList());
        return root;
    }
}
