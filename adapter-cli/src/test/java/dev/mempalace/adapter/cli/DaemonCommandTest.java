package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code mempalace daemon …} without a daemon running: what it says, and its exit codes. */
class DaemonCommandTest {

    @TempDir
    Path dir;

    @Test
    void statusAndStopSayThatNoneRuns() {
        Map<String, String> env = Map.of("XDG_RUNTIME_DIR", dir.toString(), "MEMPALACE_CACHE",
                TestWorkspace.CACHE.toString());
        CliResult status = TestWorkspace.runRawWithEnv(env, "daemon", "status", "--json");
        assertEquals(ExitCodes.OK, status.code(), status::toString);
        assertTrue(status.out().contains("\"running\" : false"), status.out());
        assertTrue(status.out().contains(dir.resolve("mempalace").resolve("daemon.sock").toString()), status.out());

        CliResult stop = TestWorkspace.runRawWithEnv(env, "daemon", "stop");
        assertEquals(ExitCodes.OK, stop.code(), stop::toString);
        assertTrue(stop.err().startsWith("mempalace: no daemon runs at "), stop.err());
        assertFalse(Files.exists(dir.resolve("mempalace")), "asking creates nothing");
    }

    @Test
    void aBadIdleTimeIsAUsageErrorInOneLine() {
        for (String[] args : new String[][] {{"daemon", "start", "--idle", "5x"}, {"daemon", "run", "--idle", "-1"}}) {
            CliResult bad = TestWorkspace.runRawWithEnv(Map.of("XDG_RUNTIME_DIR", dir.toString()), args);
            assertEquals(ExitCodes.USAGE, bad.code(), bad::toString);
            assertEquals(1, bad.err().lines().count(), bad.err());
            assertTrue(bad.err().contains("an idle time is seconds, or a number with s, m or h"), bad.err());
        }
        CliResult variable = TestWorkspace.runRawWithEnv(Map.of("XDG_RUNTIME_DIR", dir.toString(),
                "MEMPALACE_DAEMON_IDLE", "soon"), "daemon", "start");
        assertEquals(ExitCodes.USAGE, variable.code(), variable::toString);
    }

    @Test
    void aFolderOthersCanOpenIsRefusedWithExitElevenAndLeftAsItIs() throws Exception {
        Path open = Files.createDirectories(dir.resolve("mempalace"));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
        CliResult run = TestWorkspace.runRawWithEnv(Map.of("XDG_RUNTIME_DIR", dir.toString()), "daemon", "run");
        assertEquals(ExitCodes.DAEMON_UNAVAILABLE, run.code(), run::toString);
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("is not this user's alone"), run.err());
        assertEquals("rwxrwxrwx", PosixFilePermissions.toString(
                Files.getPosixFilePermissions(open)));
    }
}
