package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ErrorHandlingTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void createWorkspace() throws Exception {
        ws = TestWorkspace.create(dir);
    }

    @Test
    void limitZeroIsAUsageError() {
        ws.run("ingest", "--no-embed");

        CliResult result = ws.run("search", "--limit", "0", "gradle");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertOneCleanLine(result);
        assertTrue(result.err().contains("--limit"), result::toString);
    }

    @Test
    void anUnknownOptionIsOneLineWithAHintAndNoStackTrace() {
        CliResult result = ws.run("search", "--frobnicate", "gradle");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertOneCleanLine(result);
        assertTrue(result.err().contains("--frobnicate"), result::toString);
        assertTrue(result.err().contains("mempalace search --help"), result::toString);
        assertTrue(result.out().isEmpty(), result::toString);
    }

    @ParameterizedTest
    @ValueSource(strings = {"frobnicate", ""})
    void anUnknownOrMissingCommandIsAUsageError(String command) {
        CliResult result = command.isEmpty() ? ws.run() : ws.run(command);

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertOneCleanLine(result);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "frobnicate | unknown command 'frobnicate'; the commands are ingest, embed, search, reconcile, status, get, "
                + "remember, init, mcp, serve, sessions, daemon, index, doctor, bench (see 'mempalace --help')",
        "status extra | unexpected argument 'extra' (see 'mempalace status --help')",
        "ingest --colour | unknown option '--colour' (see 'mempalace ingest --help')",
        "search --limit abc gradle | --limit takes a whole number, not 'abc' (see 'mempalace search --help')",
        "search --mode fuzzy gradle | --mode takes lexical, vector or hybrid, not 'fuzzy' "
                + "(see 'mempalace search --help')",
        "bench --modes lexical,fuzzy | --modes takes lexical, vector or hybrid, not 'fuzzy' "
                + "(see 'mempalace bench --help')",
        "search --limit | --limit needs a value: N (see 'mempalace search --help')",
        "search --limit --mode lexical gradle | --limit needs a value: N (see 'mempalace search --help')",
        "embed --json --json | --json is given twice (see 'mempalace embed --help')",
    })
    void aUsageErrorIsOneLineInMempalacesOwnWords(String arguments, String message) {
        CliResult result = ws.run(arguments.split(" "));

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals("mempalace: " + message, result.err().strip(), result::toString);
        assertFalse(result.err().contains("LEXICAL"), result::toString);
    }

    @Test
    void aBadModelVariantIsAUsageError() {
        CliResult result = ws.run("--model", "fp16", "status");

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertTrue(result.err().contains("int8 or fp32"), result::toString);
    }

    @ParameterizedTest
    @ValueSource(strings = {"search gradle", "reconcile", "status", "embed"})
    void withoutAnIndexEveryReaderExitsWithThree(String command) {
        CliResult result = ws.run(command.split(" "));

        assertEquals(ExitCodes.NO_INDEX, result.code(), result::toString);
        assertOneCleanLine(result);
        assertEquals("mempalace: no index at " + ws.index() + "; run mempalace ingest", result.errLines().get(0));
        assertFalse(Files.exists(ws.index()), "a reader must not create the index");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ingest", "search gradle", "status"})
    void aMissingWorkspaceExitsWithFour(String command) {
        CliResult result = TestWorkspace.runRaw(("--workspace " + dir.resolve("nowhere") + " " + command)
                .split(" "));

        assertEquals(ExitCodes.WORKSPACE_UNREADABLE, result.code(), result::toString);
        assertOneCleanLine(result);
        assertTrue(result.err().contains("nowhere"), result::toString);
    }

    @Test
    void aGarbageIndexExitsWithSix() throws Exception {
        Files.createDirectories(ws.index().getParent());
        Files.writeString(ws.index(), "this is not a SQLite database, just some text that is long enough. ".repeat(40));

        CliResult result = ws.run("search", "gradle");

        assertEquals(ExitCodes.INDEX_UNAVAILABLE, result.code(), result::toString);
        assertOneCleanLine(result);
    }

    @Test
    void verboseAddsTheStackTrace() throws Exception {
        Files.createDirectories(ws.index().getParent());
        Files.writeString(ws.index(), "not a database ".repeat(100));

        CliResult result = ws.run("status", "--verbose");

        assertEquals(ExitCodes.INDEX_UNAVAILABLE, result.code(), result::toString);
        assertTrue(result.errLines().size() > 1, result::toString);
        assertTrue(result.err().contains("\tat "), result::toString);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "ingest", "embed", "search", "reconcile", "status", "bench"})
    void everyCommandHasHelp(String command) {
        CliResult result = command.isEmpty() ? ws.run("--help") : ws.run(command, "--help");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().contains("Usage: mempalace"), result::toString);
    }

    @Test
    void versionIsPrinted() {
        CliResult result = ws.run("--version");

        assertEquals(ExitCodes.OK, result.code(), result::toString);
        assertTrue(result.out().startsWith("mempalace "), result::toString);
    }

    private static void assertOneCleanLine(CliResult result) {
        assertEquals(1, result.errLines().size(), result::toString);
        assertTrue(result.err().startsWith("mempalace: "), result::toString);
        assertFalse(result.err().contains("Exception"), result::toString);
        assertFalse(result.err().contains("\tat "), result::toString);
    }
}
