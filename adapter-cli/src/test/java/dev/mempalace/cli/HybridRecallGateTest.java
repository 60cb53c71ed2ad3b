package dev.mempalace.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The recall gate on the project's own golden set, with the real int8 model: hybrid must clear its bar and beat
 * both of its legs. The thresholds sit a little below what was measured (docs/benchmarks.md).
 */
class HybridRecallGateTest {

    private static final Path EXAMPLES = Path.of("..", "examples").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    @Test
    void hybridFindsTheGoldenNotesAndBeatsEachLeg() throws IOException {
        Path workspace = dir.resolve("workspace");
        copy(EXAMPLES.resolve("workspace"), workspace);
        Path out = dir.resolve("bench.json");

        CliResult result = TestWorkspace.runRaw("--workspace", workspace.toString(), "bench", "--queries",
                EXAMPLES.resolve("queries.jsonl").toString(), "--modes", "lexical,vector,hybrid", "--out",
                out.toString());

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        Map<String, JsonNode> scores = new HashMap<>();
        for (JsonNode mode : new ObjectMapper().readTree(out.toFile()).get("modes")) {
            assertFalse(mode.get("fellBack").asBoolean(), "no fallback: " + mode);
            scores.put(mode.get("mode").asText(), mode.get("scores"));
        }
        double hybrid = scores.get("hybrid").get("recallAt5").asDouble();
        assertTrue(hybrid >= 0.93, result.out());
        assertTrue(scores.get("hybrid").get("zeroHits").asInt() <= 1, result.out());
        assertTrue(hybrid > scores.get("lexical").get("recallAt5").asDouble(), result.out());
        assertTrue(hybrid > scores.get("vector").get("recallAt5").asDouble(), result.out());
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
    }
}
