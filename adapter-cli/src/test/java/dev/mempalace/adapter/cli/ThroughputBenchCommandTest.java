package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code bench --throughput} on the real adapters and the bundled int8 model. */
class ThroughputBenchCommandTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void workspace() throws Exception {
        ws = TestWorkspace.create(dir.resolve("ws"));
    }

    @Test
    void buildsAFreshIndexElsewhereAndReportsRatesSizeAndMemory() throws Exception {
        CliResult result = ws.run("bench", "--throughput", "--json");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode root = new ObjectMapper().readTree(result.out());
        assertEquals("throughput", root.get("benchmark").asText());
        assertEquals(3, root.at("/ingest/notes").asInt());
        assertEquals(3, root.at("/ingest/chunks").asInt(), "three short notes, one chunk each");
        assertEquals(3, root.at("/embed/chunks").asInt());
        double tokensPerChunk = root.at("/embed/tokensPerChunk").asDouble();
        assertTrue(tokensPerChunk > 10 && tokensPerChunk < 100, root::toString);
        assertTrue(root.at("/embed/tokensPerSecond").asDouble() > 0, root::toString);
        assertTrue(root.at("/index/bytes").asLong() > 0, root::toString);
        JsonNode rss = root.at("/embed/peakRssBytes");
        assertTrue(rss.isNull() || rss.asLong() >= root.at("/ingest/peakRssBytes").asLong(), root::toString);
        assertFalse(Files.exists(ws.index()), "the workspace's own index is not built");
        try (Stream<Path> left = Files.list(TestWorkspace.CACHE.resolve("bench"))) {
            assertTrue(left.noneMatch(p -> p.getFileName().toString().startsWith("throughput-")),
                    "the temporary index is deleted");
        }
    }

    @Test
    void theTableSaysEachStepsRate() {
        CliResult result = ws.run("bench", "--throughput");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().lines().anyMatch(l -> l.matches("ingest +3 notes, 3 chunks in .* notes/s, .*")),
                result::toString);
        assertTrue(result.out().lines().anyMatch(l -> l.matches("embed +3 chunks, \\d+ tokens .* tokens/s .*")),
                result::toString);
    }

    @Test
    void aWorkFolderIsAUsageError() {
        CliResult result = ws.run("bench", "--throughput", "--work", dir.resolve("w").toString());

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertTrue(result.err().contains("--work applies only to --beir, --longmemeval and --scale"), result::toString);
    }
}
