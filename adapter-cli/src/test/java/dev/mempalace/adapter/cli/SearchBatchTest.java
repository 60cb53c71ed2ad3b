package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchBatchTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void ingest() throws Exception {
        ws = TestWorkspace.create(dir);
        assertEquals(ExitCodes.OK, ws.run("ingest", "--no-embed").code());
    }

    @Test
    void answersEachNonBlankLineInOrderAndABadLineMakesExitTwo() throws Exception {
        Path file = batch("gradle lock", "{\"id\": \"q2\", \"query\": \"wsl memory\"}", "   ", "{\"id\": oops");

        CliResult result = ws.run("search", "--batch", file.toString());

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        List<JsonNode> lines = result.jsonLines();
        assertEquals(3, lines.size(), result::toString);
        assertFalse(lines.get(0).has("id"), result::toString);
        assertEquals("gradle lock", lines.get(0).get("query").asText());
        assertEquals(TestWorkspace.GRADLE, lines.get(0).get("results").get(0).get("path").asText());
        assertTrue(lines.get(0).get("warnings").isArray());
        assertEquals("q2", lines.get(1).get("id").asText());
        assertEquals(TestWorkspace.WSL, lines.get(1).get("results").get(0).get("path").asText());
        assertFalse(lines.get(2).has("results"), result::toString);
        assertTrue(lines.get(2).get("error").asText().startsWith("line 4: not valid JSON"), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
    }

    @Test
    void aBatchOfGoodLinesExitsZeroAndEveryOptionAppliesToEachQuery() throws Exception {
        Path file = batch("postgres kafka", "{\"id\": \"7\", \"query\": \"gradle daemon\"}");

        CliResult result = ws.run("search", "--batch", file.toString(), "--limit", "1", "--mode", "lexical",
                "--explain");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        List<JsonNode> lines = result.jsonLines();
        assertEquals(2, lines.size(), result::toString);
        assertEquals(TestWorkspace.POSTGRES, lines.get(0).get("results").get(0).get("path").asText());
        assertEquals("7", lines.get(1).get("id").asText());
        assertEquals(TestWorkspace.GRADLE, lines.get(1).get("results").get(0).get("path").asText());
        for (JsonNode line : lines) {
            assertEquals("lexical", line.get("mode").asText());
            assertEquals(1, line.get("results").size());
            assertTrue(line.get("results").get(0).has("explain"), line::toString);
        }
    }

    @Test
    void readsStandardInputForADashAndReportsAnEmptyQueryWithItsId() {
        CliResult result = ws.runWithInput("postgres\n\n{\"id\": \"a\", \"query\": \"  \"}\n",
                "search", "--batch", "-");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        List<JsonNode> lines = result.jsonLines();
        assertEquals(2, lines.size(), result::toString);
        assertEquals(TestWorkspace.POSTGRES, lines.get(0).get("results").get(0).get("path").asText());
        assertEquals("a", lines.get(1).get("id").asText());
        assertEquals("line 3: the query is empty", lines.get(1).get("error").asText());
    }

    @Test
    void linesEndOnlyAtLineFeedOrCrLfNotAtALoneCarriageReturn() {
        CliResult result = ws.runWithInput("postgres\rkafka\r\n{\"id\": \"q\", \"query\": \"gradle\"}\n",
                "search", "--batch", "-", "--mode", "lexical");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        List<JsonNode> lines = result.jsonLines();
        assertEquals(2, lines.size(), result::toString);
        assertEquals("postgres\rkafka", lines.get(0).get("query").asText());
        assertEquals("q", lines.get(1).get("id").asText());
        assertEquals(TestWorkspace.GRADLE, lines.get(1).get("results").get(0).get("path").asText());
    }

    @Test
    void batchWithQueryWordsIsAUsageError() throws Exception {
        CliResult result = ws.run("search", "--batch", batch("gradle").toString(), "postgres");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals("", result.out(), result::toString);
        assertTrue(result.err().contains("mutually exclusive"), result::toString);
    }

    @Test
    void aMissingBatchFileIsOneUsageLine() {
        CliResult result = ws.run("search", "--batch", dir.resolve("nope.txt").toString());

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
        assertTrue(result.err().contains("nope.txt"), result::toString);
    }

    @Test
    void withoutQueryOrBatchItIsAUsageError() {
        CliResult result = ws.run("search");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
    }

    private Path batch(String... lines) throws Exception {
        return Files.write(dir.resolve("queries.txt"), List.of(lines));
    }
}
