package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchCommandTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void ingest() throws Exception {
        ws = TestWorkspace.create(dir);
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());
    }

    @Test
    void jsonHasEveryDocumentedFieldWithItsType() {
        CliResult result = ws.run("search", "--explain", "gradle", "lock");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode json = result.json();
        assertEquals("gradle lock", json.get("query").asText());
        assertTrue(json.get("mode").isTextual());
        assertTrue(json.get("warnings").isArray());
        JsonNode hit = json.get("results").get(0);
        assertEquals(TestWorkspace.GRADLE, hit.get("path").asText());
        assertEquals("Gradle daemon holds a file lock", hit.get("title").asText());
        assertTrue(hit.get("heading").isTextual());
        assertTrue(hit.get("startLine").isInt() && hit.get("startLine").asInt() >= 1);
        assertTrue(hit.get("endLine").isInt() && hit.get("endLine").asInt() >= hit.get("startLine").asInt());
        String snippet = hit.get("snippet").asText();
        assertFalse(snippet.contains("["), result::toString);
        List<String> highlighted = new ArrayList<>();
        hit.get("highlights").forEach(span -> highlighted.add(
                snippet.substring(span.get(0).asInt(), span.get(1).asInt()).toLowerCase(Locale.ROOT)));
        assertTrue(highlighted.contains("lock") && Set.of("gradle", "lock").containsAll(highlighted), highlighted::toString);
        assertTrue(hit.get("score").isDouble() && hit.get("score").asDouble() > 0);
        assertEquals(1, hit.get("ranks").get("lexical").asInt());
        assertEquals(1, hit.get("explain").get("lexical").get("rank").asInt());
        assertTrue(hit.get("explain").get("lexical").get("score").isNumber());
        assertEquals(hit.get("score").asDouble(), hit.get("explain").get("fused").asDouble());
    }

    @Test
    void withoutExplainThereIsNoExplainField() {
        JsonNode hit = ws.run("search", "gradle").json().get("results").get(0);

        assertFalse(hit.has("explain"));
    }

    @Test
    void lexicalModeIsHonoured() {
        JsonNode json = ws.run("search", "--mode", "lexical", "wsl", "memory").json();

        assertEquals("lexical", json.get("mode").asText());
        assertEquals(TestWorkspace.WSL, json.get("results").get(0).get("path").asText());
        assertFalse(json.get("results").get(0).get("ranks").has("vector"));
    }

    @Test
    void limitCapsTheResults() {
        JsonNode json = ws.run("search", "--limit", "1", "the").json();

        assertEquals(1, json.get("results").size());
    }

    @Test
    void allChunksReturnsSeveralChunksOfOneNote() throws Exception {
        ws.write("long.md", "# Cache\n\n" + "cache words here and there ".repeat(60)
                + "\n\n## More cache\n\n" + "cache again and again ".repeat(60) + "\n");
        ws.run("ingest", "--no-embed");

        JsonNode best = ws.run("search", "cache").json().get("results");
        JsonNode all = ws.run("search", "--all-chunks", "cache").json().get("results");

        assertEquals(1, count(best, "long.md"));
        assertTrue(count(all, "long.md") >= 2, all::toString);
    }

    @Test
    void afterNoEmbedItAnswersLexicallyAndPointsToEmbed() {
        CliResult result = ws.run("search", "postgres");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertEquals("lexical", result.json().get("mode").asText());
        assertTrue(result.json().get("warnings").toString().contains("mempalace embed"), result::toString);
    }

    @Test
    void aSearchThatNeedsNoModelNeverLoadsIt() throws Exception {
        // A model folder whose files exist but hold no model: loading it would fail with exit 7.
        Path model = Files.createDirectories(dir.resolve("bogus-model"));
        Files.writeString(model.resolve("model.onnx"), "not a model");
        Files.writeString(model.resolve("tokenizer.json"), "{}");

        CliResult result = ws.run("--model-dir", model.toString(), "search", "postgres", "kafka");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertEquals(TestWorkspace.POSTGRES, result.json().get("results").get(0).get("path").asText());
        assertTrue(result.json().get("warnings").toString().contains("mempalace embed"), result::toString);
    }

    @Test
    void aNamedModelFolderTheSearchNeedsAndCannotLoadIsExit7NotALexicalAnswer() throws Exception {
        assertEquals(ExitCodes.OK, ws.run("ingest").code());
        Path model = Files.createDirectories(dir.resolve("typo-model"));

        CliResult single = ws.run("--model-dir", model.resolve("missing").toString(), "search", "postgres");
        CliResult batch = ws.runWithInput("postgres\n", "--model-dir", model.toString(), "search", "--batch", "-");

        assertEquals(ExitCodes.MODEL_UNAVAILABLE, single.code(), single::toString);
        assertEquals(List.of("mempalace: model folder not found: " + model.resolve("missing")), single.errLines());
        assertEquals("", single.out());
        assertEquals(ExitCodes.MODEL_UNAVAILABLE, batch.code(), batch::toString);
        assertEquals(ExitCodes.OK, ws.run("search", "postgres").code(), "the bundled model serves the same index");
    }

    @Test
    void aLexicalSearchLeavesTheBundledModelInItsJar(@TempDir Path emptyCache) throws Exception {
        assertEquals(ExitCodes.OK, ws.run("ingest").code());

        CliResult lexical = TestWorkspace.runRawWithEnv(Map.of("MEMPALACE_CACHE", emptyCache.toString()),
                "--workspace", dir.toString(), "search", "--mode", "lexical", "postgres");

        assertEquals(ExitCodes.OK, lexical.code(), lexical::toString);
        assertEquals(TestWorkspace.POSTGRES, lexical.json().get("results").get(0).get("path").asText());
        assertEquals(0, lexical.json().get("warnings").size(), lexical::toString);
        try (Stream<Path> files = Files.walk(emptyCache)) {
            assertEquals(List.of(), files.filter(f -> f.toString().contains("models")).toList(),
                    "nothing of the model extracted");
        }
    }

    @Test
    void textFormIsANumberedListAndWarningsGoToStderr() {
        CliResult result = ws.run("search", "--text", "--explain", "gradle", "daemon");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().contains("1. " + TestWorkspace.GRADLE + ":"), result::toString);
        assertTrue(result.out().contains("Gradle daemon holds a file lock"), result::toString);
        assertTrue(result.out().contains("lexical #1"), result::toString);
        assertFalse(result.out().contains("%"), result::toString);
        assertTrue(result.err().startsWith("mempalace: workspace " + dir.toAbsolutePath().normalize()
                + " (--workspace), index "), result::toString);
        assertTrue(result.err().lines().skip(1).allMatch(line -> line.startsWith("warning: ")), result::toString);
        assertFalse(result.out().contains("\u001b["), "no terminal, no bold: " + result);
    }

    @Test
    void globalOptionsWorkAfterTheSubcommandToo() {
        CliResult result = TestWorkspace.runRaw("search", "--workspace", dir.toString(), "postgres");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertEquals(TestWorkspace.POSTGRES, result.json().get("results").get(0).get("path").asText());
    }

    @Test
    void searchNeverWritesTheIndex() throws Exception {
        long before = Files.getLastModifiedTime(ws.index()).toMillis();
        ws.write("new.md", "# New\n\npostgres again\n");

        ws.run("search", "postgres");

        assertEquals(before, Files.getLastModifiedTime(ws.index()).toMillis());
        assertTrue(ws.run("reconcile").json().get("added").toString().contains("new.md"));
    }

    private static long count(JsonNode results, String path) {
        return StreamSupport.stream(results.spliterator(), false)
                .filter(r -> r.get("path").asText().equals(path)).count();
    }
}
