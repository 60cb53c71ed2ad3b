package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LatencyBenchCommandTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;
    private Path queries;

    @BeforeEach
    void goldenQueries() throws Exception {
        ws = TestWorkspace.create(dir.resolve("ws"));
        queries = TestWorkspace.goldenQueries(dir.resolve("queries.jsonl"));
    }

    @Test
    void lexicalLatencyPrintsTheTableAndWritesJson() throws Exception {
        Path out = dir.resolve("latency.json");

        CliResult result = ws.run("bench", "--latency", "--queries", queries.toString(), "--modes", "lexical",
                "--rounds", "2", "--warmup", "1", "--forks", "0", "--out", out.toString());

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().lines().anyMatch(l -> l.matches("lexical +lexical +6 .*")), result::toString);
        JsonNode root = new ObjectMapper().readTree(out.toFile());
        assertEquals("latency", root.get("benchmark").asText());
        assertEquals(3, root.get("queries").asInt());
        assertEquals(1, root.get("warmupRounds").asInt());
        assertEquals(2, root.get("rounds").asInt());
        assertEquals(1, root.get("modes").size());
        JsonNode mode = root.get("modes").get(0);
        assertEquals("lexical", mode.get("mode").asText());
        assertEquals(6, mode.get("ranIn").get("lexical").asInt());
        assertFalse(mode.get("fellBack").asBoolean());
        assertEquals(6, mode.get("count").asInt());
        JsonNode millis = mode.get("millis");
        for (String field : new String[] {"p50", "p95", "p99", "mean", "min", "max"}) {
            assertTrue(millis.get(field).isNumber(), field);
        }
        assertTrue(millis.get("min").asDouble() <= millis.get("max").asDouble(), millis::toString);
    }

    @Test
    void forksRunInFreshJvmsAndTheirSamplesArePooled() throws Exception {
        CliResult result = ws.run("bench", "--latency", "--queries", queries.toString(), "--modes", "lexical",
                "--rounds", "1", "--warmup", "0", "--forks", "2", "--json");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode root = result.json();
        assertEquals("latency", root.get("benchmark").asText());
        assertEquals(2, root.get("forks").asInt());
        JsonNode mode = root.get("modes").get(0);
        assertEquals("lexical", mode.get("mode").asText());
        assertEquals(6, mode.get("count").asInt(), "2 forks x 3 queries x 1 round");
        assertEquals(6, mode.get("ranIn").get("lexical").asInt());
        assertEquals(2, mode.get("forkP50").size());
        mode.get("forkP50").forEach(p50 -> assertTrue(p50.asDouble() >= 0, mode::toString));
    }

    @Test
    void forksWithoutLatencyOrBelowZeroAreUsageErrors() {
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--queries", queries.toString(), "--forks", "2").code());
        assertEquals(ExitCodes.USAGE, ws.run("bench", "--latency", "--queries", queries.toString(), "--forks", "-1")
                .code());
    }

    @Test
    void roundsWithoutLatencyIsAUsageError() {
        CliResult result = ws.run("bench", "--queries", queries.toString(), "--rounds", "2");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
    }

    @Test
    void warmupWithoutLatencyIsAUsageError() {
        CliResult result = ws.run("bench", "--queries", queries.toString(), "--warmup", "1");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
    }

    @Test
    void zeroRoundsIsAUsageError() {
        CliResult result = ws.run("bench", "--latency", "--queries", queries.toString(), "--rounds", "0");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
    }
}
