package dev.mempalace.application.port.in.answer;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.StatusReport;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.VectorCoverage;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A status report as an answer; the model's fields and the missing vectors are null without the model. The index is
 * named as the user gave it (a file's path, a SolrCloud URL).
 */
public final class StatusAnswer {

    private StatusAnswer() {
    }

    public static Map<String, Object> of(Path workspace, String index, StatusReport report) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("workspace", workspace.toString());
        root.put("index", index);
        root.put("indexBytes", report.indexBytes());
        root.put("notes", report.stats().notes());
        root.put("chunks", report.stats().chunks());
        root.put("chunksWithoutVectors", report.vectors().map(VectorCoverage::missing).orElse(null));
        root.put("fingerprint", report.fingerprint().map(Fingerprint::id).orElse(null));
        root.put("model", report.fingerprint().map(Fingerprint::model).orElse(null));
        root.put("variant", report.fingerprint().map(Fingerprint::variant).orElse(null));
        Drift drift = report.drift();
        Map<String, Object> counts = new LinkedHashMap<>();
        counts.put("added", drift.added().size());
        counts.put("changed", drift.changed().size());
        counts.put("deleted", drift.deleted().size());
        root.put("drift", counts);
        return root;
    }
}
