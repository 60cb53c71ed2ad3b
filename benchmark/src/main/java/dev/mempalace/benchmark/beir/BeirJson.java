package dev.mempalace.benchmark.beir;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.benchmark.JsonReports;

/** Writes a BEIR report as JSON: the run's counts and timing, per mode its scores and real modes, and the baselines. */
public final class BeirJson {

    private BeirJson() {
    }

    public static String write(BeirReport report) {
        return JsonReports.write(tree(report));
    }

    public static ObjectNode tree(BeirReport report) {
        ObjectNode root = JsonReports.object();
        root.put("benchmark", "beir");
        root.put("dataset", report.dataset());
        root.put("documents", report.documents());
        root.put("queries", report.queries());
        ObjectNode ingest = root.putObject("ingest");
        ingest.put("millis", report.ingestMillis());
        ingest.put("added", report.ingest().added());
        ingest.put("changed", report.ingest().changed());
        ingest.put("unchanged", report.ingest().unchanged());
        report.ingest().skipped().forEach(n -> ingest.withArray("skipped").add(n.describe()));
        report.embedding().ifPresent(e -> {
            ObjectNode node = root.putObject("embedding");
            node.put("embedded", e.embedded());
            node.put("chunks", e.chunks());
            node.put("withVector", e.withVector());
            node.put("millis", e.millis());
        });
        ArrayNode modes = root.putArray("modes");
        for (BeirModeReport mode : report.modes()) {
            JsonReports.mode(modes, mode, node -> {
                node.put("ndcgAt10", mode.ndcgAt10());
                node.put("recallAt100", mode.recallAt100());
                node.put("mrrAt10", mode.mrrAt10());
            });
        }
        ArrayNode published = root.putArray("published");
        for (BeirBaseline row : report.published()) {
            ObjectNode node = published.addObject();
            node.put("system", row.system());
            node.put("ndcgAt10", row.ndcgAt10());
            row.recallAt100().ifPresent(r -> node.put("recallAt100", r));
        }
        return root;
    }
}
