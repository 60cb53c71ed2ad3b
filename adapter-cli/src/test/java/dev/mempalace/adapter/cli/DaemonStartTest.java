package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.client.DaemonFolder;
import dev.mempalace.adapter.cli.daemon.DaemonLauncher;
import dev.mempalace.adapter.cli.output.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code daemon start} and the warm process's folder: the options it takes, races, a user without a name. */
class DaemonStartTest {

    private static final Pattern PID = Pattern.compile("\\(pid (\\d+),");

    @TempDir
    Path dir;

    @Test
    void anIdleTimeTheDaemonWouldRefuseIsRefusedByStartAsAUsageError() {
        for (String[] args : new String[][] {{"daemon", "start", "--idle", "999999999h"},
                {"daemon", "run", "--idle", "999999999m"}}) {
            CliResult bad = TestWorkspace.runRawWithEnv(Map.of("XDG_RUNTIME_DIR", dir.toString()), args);
            assertEquals(ExitCodes.USAGE, bad.code(), bad::toString);
            assertEquals(1, bad.err().lines().count(), bad.err());
            assertTrue(bad.err().contains("an idle time is at most 999999999 s"), bad.err());
        }
    }

    @Test
    void twoStartsAtOnceBothReportTheDaemonThatRuns() {
        Map<String, String> env = Map.of("XDG_RUNTIME_DIR", dir.toString(), "MEMPALACE_CACHE",
                TestWorkspace.CACHE.toString());
        try {
            List<CompletableFuture<CliResult>> starts = List.of(
                    CompletableFuture.supplyAsync(() -> TestWorkspace.runRawWithEnv(env, "daemon", "start")),
                    CompletableFuture.supplyAsync(() -> TestWorkspace.runRawWithEnv(env, "daemon", "start")));
            CompletableFuture.allOf(starts.toArray(CompletableFuture[]::new)).join();
            String running = DaemonLauncher.status(new DaemonFolder(dir.resolve("mempalace"))).orElseThrow(() ->
                    new AssertionError(starts.get(0).join() + " " + starts.get(1).join() + " " + log()));
            for (CompletableFuture<CliResult> start : starts) {
                CliResult result = start.join();
                assertEquals(ExitCodes.OK, result.code(), result::toString);
                Matcher pid = PID.matcher(result.err());
                assertTrue(pid.find(), result.err());
                assertTrue(running.contains("\"pid\":" + pid.group(1) + ","), running + " / " + result.err());
            }
        } finally {
            TestWorkspace.runRawWithEnv(env, "daemon", "stop");
        }
    }

    private String log() {
        try {
            return Files.readString(dir.resolve("mempalace").resolve("daemon.log"));
        } catch (IOException e) {
            return e.toString();
        }
    }

    @Test
    void aUserWithoutAPasswdEntryServesItsOwnCommands() throws Exception {
        // The JVM names such a user "?"; the system names its files' owner and a socket's peer by the number.
        String name = System.getProperty("user.name");
        System.setProperty("user.name", "?");
        try {
            TestDaemon daemon = TestDaemon.start(dir, Duration.ofMinutes(1));
            assertTrue(DaemonLauncher.status(new DaemonFolder(dir.resolve("mempalace"))).isPresent(),
                    "the folder is trusted and the client is taken as the daemon's own user");
            daemon.stop();
        } finally {
            System.setProperty("user.name", name);
        }
    }
}
