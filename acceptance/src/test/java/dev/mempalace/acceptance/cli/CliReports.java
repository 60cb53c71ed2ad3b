package dev.mempalace.acceptance.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.acceptance.driver.BenchOutcome;
import dev.mempalace.acceptance.driver.Hit;
import dev.mempalace.acceptance.driver.SearchOutcome;
import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.domain.ranking.Leg;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Reads the JSON that the README promises on stdout; a missing field fails loudly. */
public final class CliReports {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private CliReports() {
    }

    static JsonNode json(CommandRun run) {
        try {
            return MAPPER.readTree(run.stdout());
        } catch (JsonProcessingException e) {
            throw new AssertionError("stdout is not JSON: " + run.describe(), e);
        }
    }

    /** Golden queries as the JSONL file that {@code bench --queries} reads. */
    static String goldenLines(List<GoldenQuery> queries) {
        StringBuilder lines = new StringBuilder();
        for (GoldenQuery q : queries) {
            ObjectNode line = MAPPER.createObjectNode().put("id", q.id()).put("query", q.query()).put("kind", q.kind());
            q.relevant().forEach(line.putArray("relevant")::add);
            lines.append(line).append('\n');
        }
        return lines.toString();
    }

    static BenchOutcome bench(JsonNode json) {
        JsonNode mode = json.required("modes").required(0);
        List<String> missed = new ArrayList<>();
        mode.required("misses").forEach(m -> missed.add(m.required("id").asText()));
        JsonNode scores = mode.required("scores");
        return new BenchOutcome(scores.required("queries").asInt(), scores.required("recallAt5").asDouble(), missed);
    }

    public static IngestReport ingest(JsonNode json) {
        JsonNode embedding = json.required("embedding");
        return new IngestReport(json.required("added").asInt(), json.required("changed").asInt(),
                json.required("removed").asInt(), json.required("touched").asInt(),
                json.required("unchanged").asInt(), json.required("chunks").asInt(),
                strings(json.required("skipped")).stream().map(CliReports::skipped).toList(),
                strings(json.required("warnings")).stream().map(CliReports::warning).toList(),
                embedding.isNull() ? Optional.empty() : Optional.of(embed(embedding)));
    }

    /** A warning as the JSON says it: only its words survive, so it comes back as a note passed over. */
    private static Notice warning(String line) {
        return new Notice.NotePassedOver("", line);
    }

    /** A skipped note as the JSON says it: {@code "path: reason"}. */
    private static Notice.NoteSkipped skipped(String line) {
        int colon = line.indexOf(": ");
        if (colon < 0) {
            throw new AssertionError("a skipped note without its reason: " + line);
        }
        return new Notice.NoteSkipped(line.substring(0, colon), line.substring(colon + 2));
    }

    static EmbedReport embed(JsonNode json) {
        return new EmbedReport(json.required("embedded").asInt(), json.required("chunks").asInt(),
                json.required("withVector").asInt(), json.required("millis").asLong());
    }

    public static SearchOutcome search(JsonNode json) {
        List<Hit> hits = new ArrayList<>();
        for (JsonNode result : json.required("results")) {
            Map<Leg, Integer> ranks = new EnumMap<>(Leg.class);
            result.required("ranks").properties().forEach(
                    leg -> ranks.put(Leg.valueOf(leg.getKey().toUpperCase(Locale.ROOT)), leg.getValue().asInt()));
            hits.add(new Hit(result.required("path").asText(), result.required("heading").asText(),
                    result.required("startLine").asInt(), result.required("endLine").asInt(), ranks));
        }
        return new SearchOutcome(SearchMode.valueOf(json.required("mode").asText().toUpperCase(Locale.ROOT)), hits,
                strings(json.path("warnings")));
    }

    static Drift drift(JsonNode json) {
        Drift drift = new Drift(strings(json.required("added")), strings(json.required("changed")),
                strings(json.required("deleted")), json.required("unchanged").asInt());
        if (json.required("agrees").asBoolean() != drift.agrees()) {
            throw new AssertionError("reconcile says agrees=" + json.get("agrees") + " but lists drift: " + json);
        }
        return drift;
    }

    /** Chunks that have a vector under the current model, from {@code status}. */
    static int vectors(JsonNode status) {
        return status.required("chunks").asInt() - status.required("chunksWithoutVectors").asInt();
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }
}
