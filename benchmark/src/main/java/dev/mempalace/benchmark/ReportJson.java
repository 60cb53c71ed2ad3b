package dev.mempalace.benchmark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Writes a benchmark report as JSON: per mode the scores, the modes really run, per-kind scores and misses. */
public final class ReportJson {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ReportJson() {
    }

    public static String write(BenchmarkReport report) {
        try {
            return JSON.writeValueAsString(tree(report));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain JSON nodes always serialises", e);
        }
    }

    /** The report as a JSON tree, for callers that embed it in a larger document. */
    public static ObjectNode tree(BenchmarkReport report) {
        ObjectNode root = JSON.createObjectNode();
        ArrayNode modes = root.putArray("modes");
        for (ModeReport mode : report.modes()) {
            ObjectNode node = modes.addObject();
            node.put("mode", mode.requested().label());
            ObjectNode ranIn = node.putObject("ranIn");
            mode.ranIn().forEach((m, count) -> ranIn.put(m.label(), count));
            node.put("fellBack", mode.fellBack());
            scores(node.putObject("scores"), mode.overall());
            ObjectNode kinds = node.putObject("byKind");
            mode.byKind().forEach((kind, scores) -> scores(kinds.putObject(kind), scores));
            mode.warnings().forEach(node.putArray("warnings")::add);
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
