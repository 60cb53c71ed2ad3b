package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.bootstrap.Settings;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BenchCommandTest {

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
    void lexicalBenchPrintsTheTableAndWritesJson() throws Exception {
        Path out = dir.resolve("reports/bench.json");

        CliResult result = ws.run("bench", "--queries", queries.toString(), "--modes", "lexical",
                "--out", out.toString());

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().contains("Recall@5"), result::toString);
        assertTrue(result.out().contains("lexical misses: 1"), result::toString);
        JsonNode mode = new ObjectMapper().readTree(out.toFile()).get("modes").get(0);
        assertEquals("lexical", mode.get("mode").asText());
        assertEquals(3, mode.get("scores").get("queries").asInt());
        assertEquals(2.0 / 3, mode.get("scores").get("recallAt5").asDouble(), 1e-9);
        assertTrue(Files.isRegularFile(ws.index()), "a writable workspace keeps its normal index");
    }

    @Test
    void aMissingQueryFileIsAUsageError() {
        CliResult result = ws.run("bench", "--queries", dir.resolve("nope.jsonl").toString());

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals(1, result.errLines().size(), result::toString);
    }

    @Test
    void withoutASuiteTheBundledGoldenSetIsScoredInTheCache() throws Exception {
        CliResult result = TestWorkspace.runRaw("bench", "--modes", "lexical", "--json");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode mode = new ObjectMapper().readTree(result.out()).get("modes").get(0);
        assertEquals(30, mode.get("scores").get("queries").asInt());
        assertTrue(mode.get("scores").get("recallAt5").asDouble() >= 0.85, result::toString);
        Path bundled = TestWorkspace.CACHE.resolve("bench/golden/workspace");
        assertTrue(Files.isRegularFile(bundled.resolve("MEMORY.md")), "the set is written to the cache");
        assertTrue(Files.isRegularFile(Settings.defaultIndex(bundled)), "and indexed there");
    }

    @Test
    void aWorkspaceWithoutQueriesIsAUsageError() {
        CliResult result = ws.run("bench", "--modes", "lexical");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertTrue(result.err().contains("add --queries FILE"), result::toString);
    }
}
