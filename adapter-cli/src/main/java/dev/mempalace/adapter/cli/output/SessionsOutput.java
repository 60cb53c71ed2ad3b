package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.application.port.in.SessionScan;
import dev.mempalace.domain.session.SessionSource;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** Session sources, imports and scans in words. */
public final class SessionsOutput {

    private SessionsOutput() {
    }

    public static String text(SessionSource source) {
        return source.name() + " (" + source.harness() + "): reads " + String.join(", ", source.folders()) + "; "
                + source.project().map(p -> "imports sessions run inside " + p).orElse("imports every session");
    }

    public static String text(SessionImport report) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "sessions: %d transcript(s), %d read, %d new, %d extended, %d unchanged; %d exchange(s) imported",
                report.transcripts(), report.read(), report.created(), report.extended(), report.unchanged(),
                report.exchanges()));
        if (report.secrets() > 0) {
            text.append("; ").append(report.secrets()).append(" secret(s) redacted (").append(kinds(report.redacted()))
                    .append(')');
        }
        if (report.privateSkipped() + report.privateRemoved() > 0) {
            text.append(String.format(Locale.ROOT, "; %d private session(s) left out, %d removed",
                    report.privateSkipped(), report.privateRemoved()));
        }
        if (report.outsideProject() > 0) {
            text.append("; ").append(report.outsideProject()).append(" run outside the project left out");
        }
        if (report.empty() > 0) {
            text.append("; ").append(report.empty()).append(" with no exchange, no note written");
        }
        return text.append(System.lineSeparator()).toString();
    }

    public static String text(SessionScan scan) {
        StringBuilder text = new StringBuilder();
        for (SessionScan.Finding finding : scan.findings()) {
            text.append(finding.transcript()).append(": ").append(kinds(finding.kinds())).append(" (exchanges at line")
                    .append(finding.lines().size() == 1 ? " " : "s ")
                    .append(finding.lines().stream().map(String::valueOf).collect(Collectors.joining(", ")))
                    .append(')').append(System.lineSeparator());
        }
        int secrets = scan.findings().stream().flatMap(f -> f.kinds().values().stream()).mapToInt(Integer::intValue)
                .sum();
        return text.append(String.format(Locale.ROOT, "%d transcript(s) scanned; %d hold %d secret(s) an import "
                + "would redact%n", scan.transcripts(), scan.findings().size(), secrets)).toString();
    }

    /** {@code github-pat ×2, jwt ×1}: kinds by name. */
    static String kinds(Map<String, Integer> kinds) {
        return kinds.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> e.getKey() + " ×" + e.getValue()).collect(Collectors.joining(", "));
    }
}
