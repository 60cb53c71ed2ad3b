package dev.mempalace.acceptance.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C during {@code embed}: exit 130, one line saying what is kept, and the next run resumes. */
class LauncherInterruptTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Consumer<Map<String, String>> AS_IS = env -> { };

    @TempDir
    Path dir;

    @Test
    void anInterruptedEmbedExits130SaysSoInOneLineAndKeepsItsCommittedVectors() throws Exception {
        assumeFalse(System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("windows"), "POSIX signals");
        assumeFalse(sigintIgnored(), "SIGINT is ignored in this build's process (started in the background by a shell "
                + "without job control), and so in every process it starts: no Ctrl-C can reach the command");
        Path workspace = Files.createDirectories(dir.resolve("workspace"));
        for (int i = 0; i < 150; i++) {
            Files.writeString(workspace.resolve("note-" + i + ".md"), "# Note " + i + "\n\n## First\n\n"
                    + ("Runbook " + i + " restarts the worker pool after the nightly backup. ").repeat(12)
                    + "\n\n## Second\n\n" + ("Decision " + i + " keeps the queue on disk between deploys. ").repeat(12)
                    + "\n");
        }
        Mempalace mempalace = new Mempalace(workspace, Files.createDirectories(dir.resolve("runs")));
        assertEquals(0, mempalace.run(List.of("ingest", "--no-embed", "--json")).exitCode());

        Mempalace.Running embed = mempalace.start(List.of("embed", "--json"), AS_IS);
        awaitProgress(embed);
        interrupt(embed.process());
        CommandRun interrupted = embed.await();

        assertEquals(130, interrupted.exitCode(), interrupted::describe);
        assertEquals("mempalace: interrupted; the work done so far is kept, run 'mempalace embed' again to resume",
                interrupted.stderr().get(interrupted.stderr().size() - 1), interrupted::describe);
        assertFalse(String.join("\n", interrupted.stderr()).contains("Exception"), interrupted::describe);
        JsonNode status = JSON.readTree(mempalace.run(List.of("status", "--json")).stdout());
        int missing = status.get("chunksWithoutVectors").asInt();
        assertTrue(missing > 0 && missing < status.get("chunks").asInt(), status::toString);
        CommandRun resumed = mempalace.run(List.of("embed", "--json"));
        assertEquals(0, resumed.exitCode(), resumed::describe);
        assertEquals(missing, JSON.readTree(resumed.stdout()).get("embedded").asInt(), resumed::describe);
    }

    /**
     * Whether this process ignores SIGINT (Linux's {@code SigIgn} mask, bit 2), as a command started with {@code &}
     * by a shell without job control does: the JVM then leaves SIGINT ignored, as POSIX asks of an inherited ignore.
     */
    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        return Files.readAllLines(status).stream().filter(line -> line.startsWith("SigIgn:"))
                .map(line -> Long.parseUnsignedLong(line.substring("SigIgn:".length()).strip(), 16))
                .anyMatch(mask -> (mask & (1L << 1)) != 0);
    }

    /** Waits for the first progress line, which comes after at least one batch of vectors is committed. */
    private static void awaitProgress(Mempalace.Running run) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(5));
        while (!run.stderrSoFar().contains("embedding: ")) {
            assertTrue(run.process().isAlive(), "embed ended before its first progress line: " + run.stderrSoFar());
            assertTrue(Instant.now().isBefore(deadline), "no progress line within 5 minutes");
            Thread.sleep(50);
        }
    }

    /** What Ctrl-C does in a terminal: SIGINT to the launcher and to the JVM it started. */
    private static void interrupt(Process launcher) throws IOException, InterruptedException {
        List<String> kill = new ArrayList<>(List.of("kill", "-INT", Long.toString(launcher.pid())));
        launcher.descendants().forEach(child -> kill.add(Long.toString(child.pid())));
        new ProcessBuilder(kill).inheritIO().start().waitFor();
    }
}
