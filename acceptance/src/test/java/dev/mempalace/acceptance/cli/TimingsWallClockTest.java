package dev.mempalace.acceptance.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --timings} of a real process agrees with a clock outside it: the process cannot have lived longer than
 * its parent saw it live. A consistency check, not a speed assertion.
 */
class TimingsWallClockTest {

    private static final String PREFIX = "timings: ";

    @TempDir
    Path workspace;

    @TempDir
    Path scratch;

    @Test
    void theTotalNeverExceedsTheWallTimeMeasuredOutsideTheProcess() throws IOException {
        new NoteFiles(workspace).write("runbooks/lock.md", "# Lock\n\nthe gradle daemon lock\n"
                .getBytes(StandardCharsets.UTF_8));
        Mempalace mempalace = new Mempalace(workspace, scratch);
        List<String> arguments = List.of("--timings", "ingest", "--no-embed", "--json");

        for (int run = 0; run < 3; run++) {
            long spawned = System.nanoTime();
            CommandRun ingest = mempalace.run(arguments);
            double wallMillis = (System.nanoTime() - spawned) / 1e6;

            assertEquals(0, ingest.exitCode(), ingest::describe);
            JsonNode timings = timings(ingest);
            assertTrue(timings.required("jvm").asDouble() >= 0, ingest::describe);
            assertTrue(timings.required("total").asDouble() <= wallMillis,
                    () -> "total above the wall time of " + wallMillis + " ms: " + ingest.describe());
        }
    }

    private static JsonNode timings(CommandRun run) throws IOException {
        List<String> lines = run.stderr().stream().filter(line -> line.startsWith(PREFIX)).toList();
        assertEquals(1, lines.size(), run::describe);
        return new ObjectMapper().readTree(lines.get(0).substring(PREFIX.length()));
    }
}
