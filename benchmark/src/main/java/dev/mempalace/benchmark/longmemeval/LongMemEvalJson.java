package dev.mempalace.benchmark.longmemeval;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.benchmark.JsonReports;
import java.util.OptionalDouble;

/** Writes a LongMemEval report as JSON: counts, per mode the real modes and scores overall and per type, baselines. */
public final class LongMemEvalJson {

    private LongMemEvalJson() {
    }

    public static String write(LongMemEvalReport report) {
        return JsonReports.write(tree(report));
    }

    public static ObjectNode tree(LongMemEvalReport report) {
        ObjectNode root = JsonReports.object();
        root.put("benchmark", "longmemeval_s");
        root.put("questions", report.questions());
        root.put("eligible", report.eligible());
        root.put("abstentionsSkipped", report.abstentions());
        if (!report.subset().equals(Subset.ALL)) {
            root.putObject("subset").put("limit", report.subset().limit()).put("seed", report.subset().seed());
        }
        ImportCosts costs = report.costs();
        ObjectNode sessions = root.putObject("import");
        sessions.put("transcripts", costs.transcripts());
        sessions.put("exchanges", costs.exchanges());
        sessions.put("importMillis", costs.importMillis());
        sessions.put("ingestMillis", costs.ingestMillis());
        put(sessions, "textExchangesPerSecond", costs.textExchangesPerSecond());
        sessions.put("embedded", costs.embedded());
        sessions.put("embedMillis", costs.embedMillis());
        put(sessions, "embedExchangesPerSecond", costs.embedExchangesPerSecond());
        sessions.put("indexBytes", costs.indexBytes());
        put(sessions, "indexBytesPer1000Exchanges", costs.indexBytesPer1000Exchanges());
        ArrayNode modes = root.putArray("modes");
        for (LongMemEvalModeReport mode : report.modes()) {
            JsonReports.mode(modes, mode, node -> {
                scores(node.putObject("scores"), mode.overall());
                ObjectNode types = node.putObject("byType");
                mode.byType().forEach((type, scores) -> scores(types.putObject(type), scores));
            });
        }
        ArrayNode published = root.putArray("published");
        for (LongMemEvalBaseline row : report.published()) {
            ObjectNode node = published.addObject();
            node.put("system", row.system());
            put(node, "recallAny5", row.recallAny5());
            put(node, "recallAll5", row.recallAll5());
            put(node, "recallAny10", row.recallAny10());
        }
        return root;
    }

    private static void scores(ObjectNode node, LongMemEvalScores scores) {
        node.put("questions", scores.questions());
        node.put("recallAny5", scores.recallAny5());
        node.put("recallAll5", scores.recallAll5());
        node.put("recallAny10", scores.recallAny10());
        node.put("ndcgAt10", scores.ndcgAt10());
    }

    private static void put(ObjectNode node, String field, OptionalDouble value) {
        value.ifPresent(v -> node.put(field, v));
    }
}
