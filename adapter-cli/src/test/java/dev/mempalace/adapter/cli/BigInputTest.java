package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.TestDaemon.Answer;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.start.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Big inputs get the same answer in-process and through the warm process, and are refused before they are read. */
class BigInputTest {

    /** 300 MB piped to {@code remember}, as issue 36 found read whole (935 MB) before the 64 KiB limit refused it. */
    private static final long PIPED = 300L * 1024 * 1024;
    /** What a refusal may read: the limit and one byte, with whatever a read buffer takes beyond it. */
    private static final long READ_AT_MOST = 1024 * 1024;
    private static final String REFUSED = "mempalace: the note's body is over the limit of 65536 bytes (64 KiB): "
            + "split it into notes of one topic each, or put it in the workspace as a file and run mempalace ingest "
            + "(see 'mempalace remember --help')";

    @TempDir
    Path dir;

    @Test
    void rememberRefusesABodyPipedOverItsLimitWithoutReadingItAll() throws Exception {
        TestWorkspace ws = TestWorkspace.create(dir.resolve("ws"));
        long notes = notes(ws);
        EndlessInput inProcess = new EndlessInput(PIPED);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new Io(new PrintWriter(out), new PrintWriter(err), Map.of("MEMPALACE_CACHE",
                TestWorkspace.CACHE.toString()), false, inProcess), "--workspace", ws.dir.toString(), "remember",
                "--title", "Huge");
        assertEquals(ExitCodes.USAGE, code, err::toString);
        assertEquals(REFUSED, err.toString().strip());
        assertTrue(inProcess.taken() <= READ_AT_MOST, inProcess.taken() + " bytes read");

        TestDaemon daemon = TestDaemon.start(Files.createDirectories(dir.resolve("run")), Duration.ofMinutes(5));
        try {
            EndlessInput warm = new EndlessInput(PIPED);
            Answer answer = daemon.run(ws.dir, List.of("remember", "--title", "Huge"), warm);
            assertEquals(ExitCodes.USAGE, answer.code(), answer.err());
            assertEquals(REFUSED, answer.err().strip());
            assertTrue(warm.taken() <= READ_AT_MOST, warm.taken() + " bytes read through the daemon");
        } finally {
            daemon.stop();
        }
        assertEquals(notes, notes(ws), "no note written");
    }

    private static long notes(TestWorkspace ws) throws Exception {
        try (var files = Files.walk(ws.dir)) {
            return files.filter(path -> path.toString().endsWith(".md")).count();
        }
    }
}
