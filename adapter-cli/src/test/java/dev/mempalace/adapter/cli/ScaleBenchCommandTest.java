package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScaleBenchCommandTest {

    @TempDir
    Path dir;

    private CliResult scale(String... more) {
        List<String> args = new ArrayList<>(List.of("bench", "--scale", "--sizes", "200,500", "--work",
                dir.resolve("work").toString(), "--warmup", "0", "--rounds", "1", "--json"));
        args.addAll(List.of(more));
        return TestWorkspace.runRaw(args.toArray(String[]::new));
    }

    @Test
    void buildsEachSizeOnRealSqliteAndTimesEveryMode() throws Exception {
        CliResult result = scale();

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        JsonNode root = result.json();
        assertEquals("scale", root.get("benchmark").asText());
        assertTrue(root.get("vectors").asText().contains("synthetic"));
        assertEquals(42, root.get("seed").asLong());
        JsonNode sizes = root.get("sizes");
        assertEquals(2, sizes.size());
        assertEquals(List.of(200, 500), Stream.of(0, 1).map(i -> sizes.get(i).get("chunks").asInt()).toList());
        assertEquals(List.of(40, 100), Stream.of(0, 1).map(i -> sizes.get(i).get("notes").asInt()).toList());
        JsonNode size = sizes.get(1);
        assertFalse(size.get("reused").asBoolean());
        assertTrue(size.get("build").get("chunksPerSecond").asDouble() > 0);
        assertTrue(size.get("indexBytes").asLong() > 500 * 1000, "a 200-word chunk takes over a kilobyte");
        List<String> cold = Stream.of(0, 1, 2).map(i -> size.get("cold").get(i).get("ranIn").asText()).toList();
        assertEquals(List.of("lexical", "vector", "hybrid"), cold);
        for (JsonNode mode : size.get("warm")) {
            assertEquals(root.get("queries").asInt(), mode.get("count").asInt());
            assertFalse(mode.get("fellBack").asBoolean(), mode::toString);
            assertTrue(mode.get("warnings") == null || mode.get("warnings").isEmpty(), mode::toString);
        }
        assertTrue(size.get("heapBytes").asLong() > 0);
        try (Stream<Path> files = Files.list(dir.resolve("work"))) {
            assertEquals(2, files.filter(f -> f.toString().endsWith(".sqlite")).count());
        }
    }

    @Test
    void aRerunReusesTheIndexes() {
        scale("--modes", "lexical");

        JsonNode root = scale("--modes", "lexical").json();

        for (JsonNode size : root.get("sizes")) {
            assertTrue(size.get("reused").asBoolean(), size::toString);
            assertTrue(size.get("build").isNull());
            assertEquals(1, size.get("warm").size());
        }
    }

    @Test
    void badSizesAndMisplacedOptionsAreOneLineUsageErrors() throws Exception {
        Path queries = TestWorkspace.goldenQueries(dir.resolve("queries.jsonl"));
        List<String[]> bad = List.of(
                new String[] {"bench", "--scale", "--sizes", "0"},
                new String[] {"bench", "--scale", "--sizes", "100,100"},
                new String[] {"bench", "--scale", "--sizes", "many"},
                new String[] {"bench", "--scale", "--rounds", "0"},
                new String[] {"bench", "--scale", "--latency"},
                new String[] {"bench", "--scale", "--limit", "3"},
                new String[] {"bench", "--scale", "--queries", queries.toString()},
                new String[] {"bench", "--queries", queries.toString(), "--sizes", "100"});
        for (String[] args : bad) {
            CliResult result = TestWorkspace.runRaw(args);

            assertEquals(ExitCodes.USAGE, result.code(), result::toString);
            assertEquals(1, result.errLines().size(), result::toString);
        }
    }
}
