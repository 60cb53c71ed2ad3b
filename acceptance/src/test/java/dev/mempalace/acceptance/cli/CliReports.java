package dev.mempalace.acceptance.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.acceptance.driver.BenchOutcome;
import dev.mempalace.acceptance.driver.EachSearch;
import dev.mempalace.acceptance.driver.Hit;
import dev.mempalace.acceptance.driver.MemoryStatus;
import dev.mempalace.acceptance.driver.SearchOutcome;
import dev.mempalace.acceptance.driver.Warning;
import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.domain.ranking.Leg;
import dev.mempalace.domain.session.TranscriptLines;
import dev.mempalace.domain.session.SessionOrigin;
import dev.mempalace.application.port.in.Checkup;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** Reads the JSON that docs/cli.md promises on stdout; a missing field fails loudly. */
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

    /**
     * Queries as the JSON lines {@code search --batch} reads, {@code "id"} their place in the list; every character
     * beyond ASCII escaped, so that any text, a lone surrogate included, reaches the command as it is.
     */
    static String queryLines(List<String> queries) {
        ObjectWriter writer = MAPPER.writer().with(JsonWriteFeature.ESCAPE_NON_ASCII);
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < queries.size(); i++) {
            try {
                lines.append(writer.writeValueAsString(MAPPER.createObjectNode().put("id", Integer.toString(i))
                        .put("query", queries.get(i)))).append('\n');
            } catch (JsonProcessingException e) {
                throw new AssertionError("cannot write query " + i + " as JSON", e);
            }
        }
        return lines.toString();
    }

    /** The answer of {@code search --batch} to {@code count} queries written by {@link #queryLines}, in order. */
    static List<EachSearch> batch(CommandRun run, int count) {
        Map<String, EachSearch> answers = new HashMap<>();
        for (String line : run.stdout().split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode json;
            try {
                json = MAPPER.readTree(line);
            } catch (JsonProcessingException e) {
                throw new AssertionError("a line of the batch is not JSON: " + line + "\n" + run.describe(), e);
            }
            String id = json.required("id").asText();
            answers.put(id, json.has("error") ? EachSearch.failed(json.get("error").asText())
                    : EachSearch.answered(search(json, CliReports::commandLineWarning)));
        }
        List<EachSearch> inOrder = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            inOrder.add(answers.getOrDefault(Integer.toString(i), EachSearch.failed("no answer: " + run.describe())));
        }
        if (answers.size() != count) {
            throw new AssertionError("the batch answered " + answers.size() + " of " + count + " queries: "
                    + run.describe());
        }
        return inOrder;
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

    /** A search's answer, its warnings told apart by {@code kind}, which reads the way in's wording of them. */
    public static SearchOutcome search(JsonNode json, Function<String, Warning.Kind> kind) {
        List<Hit> hits = new ArrayList<>();
        for (JsonNode result : json.required("results")) {
            Map<Leg, Integer> ranks = new EnumMap<>(Leg.class);
            result.required("ranks").properties().forEach(
                    leg -> ranks.put(Leg.valueOf(leg.getKey().toUpperCase(Locale.ROOT)), leg.getValue().asInt()));
            JsonNode session = result.path("session");
            hits.add(new Hit(result.required("path").asText(), result.required("heading").asText(),
                    result.required("startLine").asInt(), result.required("endLine").asInt(), ranks,
                    session.isObject() ? Optional.of(origin(session)) : Optional.empty(),
                    session.path("startLine").isInt() ? Optional.of(new TranscriptLines(
                            session.required("startLine").asInt(), session.required("endLine").asInt()))
                            : Optional.empty(),
                    result.path("duplicates").findValuesAsText("path")));
        }
        return new SearchOutcome(SearchMode.valueOf(json.required("mode").asText().toUpperCase(Locale.ROOT)), hits,
                strings(json.path("warnings")).stream().map(w -> new Warning(kind.apply(w), w)).toList());
    }

    private static SessionOrigin origin(JsonNode session) {
        return new SessionOrigin(session.required("harness").asText(), session.required("id").asText(),
                text(session.required("project")), text(session.required("branch")),
                session.required("transcript").asText());
    }

    private static Optional<String> text(JsonNode node) {
        return node.isNull() ? Optional.empty() : Optional.of(node.asText());
    }

    /** The command line names the command that clears a warning; the facts are told apart by it. */
    static Warning.Kind commandLineWarning(String line) {
        if (line.endsWith("; run mempalace ingest")) {
            return Warning.Kind.INDEX_BEHIND;
        }
        if (line.endsWith("; run mempalace embed")) {
            return Warning.Kind.VECTORS_MISSING;
        }
        return line.startsWith("nothing matched well") ? Warning.Kind.NOTHING_MATCHED_WELL : Warning.Kind.OTHER;
    }

    /** A checkup from its JSON answer ({@code doctor --json}, {@code check_memory}); stale reasons as worded. */
    public static Checkup checkup(JsonNode json) {
        List<Checkup.Duplicate> duplicates = new ArrayList<>();
        json.required("duplicates").forEach(d -> duplicates.add(new Checkup.Duplicate(Checkup.Duplicate.Kind.valueOf(
                d.required("kind").asText().toUpperCase(Locale.ROOT)), texts(d.required("paths")),
                d.required("similarity").asDouble())));
        List<Checkup.BrokenLink> broken = new ArrayList<>();
        json.required("brokenLinks").forEach(b -> broken.add(new Checkup.BrokenLink(b.required("path").asText(),
                b.required("line").asInt(), b.required("target").asText())));
        List<Checkup.Superseded> superseded = new ArrayList<>();
        json.required("superseded").forEach(s -> superseded.add(new Checkup.Superseded(Checkup.Superseded.Kind
                .valueOf(s.required("kind").asText().toUpperCase(Locale.ROOT)), texts(s.required("paths")))));
        List<Checkup.Stale> stale = new ArrayList<>();
        json.required("stale").forEach(s -> stale.add(new Checkup.Stale(s.required("path").asText(),
                s.required("reason").asText().startsWith("names ") ? Checkup.Stale.Reason.MISSING_FILE
                        : Checkup.Stale.Reason.OLD, s.required("reason").asText())));
        return new Checkup(duplicates, broken, texts(json.required("orphans")), superseded, stale,
                texts(json.required("neverRetrieved")));
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(node -> texts.add(node.asText()));
        return texts;
    }

    public static MemoryStatus status(JsonNode json) {
        JsonNode drift = json.required("drift");
        int chunks = json.required("chunks").asInt();
        JsonNode without = json.required("chunksWithoutVectors");
        return new MemoryStatus(json.required("notes").asInt(), chunks, without.isNull() ? 0 : chunks - without.asInt(),
                drift.required("added").asInt(), drift.required("changed").asInt(), drift.required("deleted").asInt());
    }

    /** The lines {@code get --json} printed, each with its number, which must count up from {@code from}. */
    public static NoteLines noteLines(JsonNode json) {
        int from = json.required("from").asInt();
        List<String> lines = new ArrayList<>();
        for (JsonNode line : json.required("lines")) {
            if (line.required("line").asInt() != from + lines.size()) {
                throw new AssertionError("lines out of order: " + json);
            }
            lines.add(line.required("text").asText());
        }
        NoteLines note = new NoteLines(json.required("path").asText(), from, lines, json.required("total").asInt());
        if (note.to() != json.required("to").asInt()) {
            throw new AssertionError("'to' is not the last line given: " + json);
        }
        return note;
    }

    static Drift drift(JsonNode json) {
        Drift drift = new Drift(strings(json.required("added")), strings(json.required("changed")),
                strings(json.required("deleted")), json.required("unchanged").asInt());
        if (json.required("agrees").asBoolean() != drift.agrees()) {
            throw new AssertionError("reconcile says agrees=" + json.get("agrees") + " but lists drift: " + json);
        }
        return drift;
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }
}
