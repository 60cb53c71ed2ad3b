package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.start.Main;
import dev.mempalace.application.port.in.RememberNote;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a newcomer's first searches, gets and remembers print when something is not as they hoped. */
class FirstHourCommandsTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void setUp() throws IOException {
        ws = TestWorkspace.create(dir);
    }

    @Test
    void weakHitsAreSaidToBeWeakOnALineBeforeThemAndHeadingsUseOneSeparator() throws IOException {
        ws.write("handbook.md", "---\ntitle: handbook\n---\n# Disk space\n\n## Usual suspects\n\nOld docker "
                + "images fill the disk.\n");
        assertEquals(0, ws.run("ingest", "--no-embed").code());

        CliResult weak = ws.run("search", "--text", "docker kubernetes");
        CliResult json = ws.run("search", "--json", "docker kubernetes");
        CliResult strong = ws.run("search", "--text", "stop the daemon");

        assertEquals(0, weak.code(), weak::toString);
        // Without vectors the search is lexical: it looked for the words alone, and says no more than that.
        assertEquals("weak matches only: no note holds every query word; these are just the nearest notes",
                weak.out().lines().findFirst().orElseThrow(), weak::toString);
        assertTrue(weak.out().contains("handbook > Disk space"), weak::toString);
        assertFalse(weak.out().contains("›"), weak::toString);
        assertFalse(json.json().get("confident").asBoolean());
        assertFalse(json.out().contains("weak matches"), json::toString);
        assertFalse(strong.out().contains("weak matches"), strong::toString);
    }

    @Test
    void getPastTheEndSaysHowManyLinesTheNoteHasAndExitsWithTwo() {
        CliResult result = ws.run("get", TestWorkspace.GRADLE + ":50-60");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals("mempalace: build/gradle-lock.md has 10 lines; line 50 is past its end (see 'mempalace get "
                + "--help')", result.err().strip());
    }

    @Test
    void rememberWithoutTitleNamesWhatItNeedsAndATitleWithoutValueSaysSo() {
        CliResult none = ws.run("remember", "--body", "text");
        CliResult empty = ws.run("remember", "--body", "text", "--title");

        assertEquals(ExitCodes.USAGE, none.code(), none::toString);
        assertEquals("mempalace: remember needs --title TITLE (see 'mempalace remember --help')",
                none.err().strip());
        assertEquals("mempalace: --title needs a value: TITLE (see 'mempalace remember --help')",
                empty.err().strip());
    }

    @Test
    void rememberRefusesAnEmptyOrOversizedBodyWithItsOwnWords() {
        CliResult empty = ws.runWithInput(" \n", "remember", "--title", "Empty");
        CliResult large = ws.run("remember", "--title", "Large", "--body", "x".repeat(RememberNote.MAX_BODY_BYTES
                + 1));

        assertEquals(ExitCodes.USAGE, empty.code(), empty::toString);
        assertEquals("mempalace: the body is empty: give --body TEXT or pipe it in (see 'mempalace remember "
                + "--help')", empty.err().strip());
        assertEquals(ExitCodes.USAGE, large.code(), large::toString);
        assertTrue(large.err().startsWith("mempalace: the note's body is 65537 bytes, over the limit of 65536 "
                + "bytes (64 KiB): split it"), large::toString);
        assertFalse(Files.exists(dir.resolve("large.md")));
    }

    @Test
    void rememberOnATerminalWithoutBodySaysHowToEndTheNoteBeforeItReads() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Io terminal = new Io(new PrintWriter(out), new PrintWriter(err), Map.of("MEMPALACE_CACHE",
                TestWorkspace.CACHE.toString()), true, new ByteArrayInputStream(new byte[0]));

        int code = Main.run(terminal, "--workspace", dir.toString(), "remember", "--title", "Typed");

        assertEquals(ExitCodes.USAGE, code, err::toString);
        assertTrue(err.toString().startsWith("mempalace: type the note, then press Ctrl-D on a line of its own"),
                err::toString);
    }
}
