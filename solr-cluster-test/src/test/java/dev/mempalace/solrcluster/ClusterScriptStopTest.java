package dev.mempalace.solrcluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/solr-cluster.sh stop} over a stand-in for the cluster's process (its pid in {@code DIR/pid}): one
 * that stops when asked, and one that ignores the request, as a node waiting for a merge of a large index does.
 */
class ClusterScriptStopTest {

    private static final Path SCRIPT = Path.of("..", "scripts", "solr-cluster.sh").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private Process standIn;

    @AfterEach
    void killStandIn() {
        if (standIn != null) {
            standIn.destroyForcibly();
        }
    }

    @Test
    void aClusterThatStopsWhenAskedIsStopped() throws Exception {
        start("exec sleep 300");

        Result stop = script("stop", "--wait", "20");

        assertGone(stop, "solr-cluster: stopped");
    }

    @Test
    void oneThatDoesNotStopInTimeIsLeftRunningUnlessForced() throws Exception {
        start("trap '' TERM; exec sleep 300");

        Result left = script("stop", "--wait", "1");

        assertEquals(1, left.code(), left.output());
        assertTrue(left.output().contains("did not stop within 1 s; it is left running (stop --force kills it)"),
                left.output());
        assertTrue(standIn.isAlive(), "the process was left running");
        assertTrue(Files.exists(dir.resolve("pid")), "its pid file is kept");

        Result forced = script("stop", "--wait", "1", "--force");

        assertGone(forced, "solr-cluster: killed (pid ");
    }

    @Test
    void aWaitThatIsNoNumberIsAUsageError() throws Exception {
        Result stop = script("stop", "--wait", "soon");

        assertEquals(2, stop.code(), stop.output());
        assertEquals("solr-cluster: --wait must be a whole number of seconds", stop.output().strip());
    }

    /** The script ended with exit 0 and {@code said}, the stand-in is gone, and so is its pid file. */
    private void assertGone(Result stop, String said) throws InterruptedException {
        assertEquals(0, stop.code(), stop.output());
        assertTrue(stop.output().contains(said), stop.output());
        assertTrue(standIn.waitFor(10, TimeUnit.SECONDS), "the process is gone");
        assertFalse(Files.exists(dir.resolve("pid")), "the pid file is gone");
    }

    /** Starts the stand-in ({@code sh -c SCRIPT}) and writes its pid where the script looks for the cluster's. */
    private void start(String shell) throws IOException {
        standIn = new ProcessBuilder("sh", "-c", shell).redirectErrorStream(true).start();
        Files.writeString(dir.resolve("pid"), standIn.pid() + "\n", StandardCharsets.UTF_8);
    }

    private Result script(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("sh", SCRIPT.toString()));
        command.addAll(List.of(arguments));
        command.addAll(List.of("--dir", dir.toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the script ends");
        return new Result(process.exitValue(), output);
    }

    private record Result(int code, String output) {
    }
}
