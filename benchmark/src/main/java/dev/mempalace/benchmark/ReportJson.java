package dev.mempalace.benchmark;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Writes a benchmark report as JSON: per mode the scores, the modes really run, per-kind scores and misses. */
public final class ReportJson {

    private ReportJson() {
    }

    public static String write(BenchmarkReport report) {
        return JsonReports.write(tree(report));
    }

    /** The report as a JSON tree, for callers that embed it in a larger document. */
    public static ObjectNode tree(BenchmarkReport report) {
        ObjectNode root = JsonReports.object();
        ArrayNode modes = root.putArray("modes");
        for (ModeReport mode : report.modes()) {
            ObjectNode node = JsonReports.mode(modes, mode, n -> {
                scores(n.putObject("scores"), mode.overall());
                ObjectNode kinds = n.putObject("byKind");
                mode.byKind().forEach((kind, scores) -> scores(kinds.putObject(kind), scores));
            });
            confidence(node.putObject("notConfident"), mode.confidence());
            misses(node.putArray("misses"), mode);
        }
        return root;
    }

    private static void scores(ObjectNode node, Scores scores) {
        node.put("queries", scores.queries());
        node.put("recallAt5", scores.recallAt5());
        node.put("mrrAt10", scores.mrrAt10());
        node.put("ndcgAt10", scores.ndcgAt10());
        node.put("zeroHits", scores.zeroHits());
    }

    private static void confidence(ObjectNode node, Confidence confidence) {
        node.put("answerable", confidence.answerable());
        node.put("answerableFlagged", confidence.answerableFlagged());
        node.put("unanswerable", confidence.unanswerable());
        node.put("unanswerableFlagged", confidence.unanswerableFlagged());
    }

    private static void misses(ArrayNode array, ModeReport mode) {
        for (QueryOutcome miss : mode.misses()) {
            ObjectNode node = array.addObject();
            node.put("id", miss.query().id());
            node.put("query", miss.query().query());
            node.put("kind", miss.query().kind());
            node.put("ranIn", miss.ranIn().label());
            node.put("recallAt5", miss.recallAt5());
            miss.query().relevant().forEach(node.putArray("relevant")::add);
            miss.top5().forEach(node.putArray("top5")::add);
        }
    }
}
