package dev.mempalace.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every usage error is one line in MemPalace's own words, never picocli's, with exit 2 and a hint to --help. */
class UsageErrorTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void createWorkspace() throws Exception {
        ws = TestWorkspace.create(dir);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "frobnicate | unknown command 'frobnicate'; the commands are ingest, embed, search, reconcile, status, "
                + "bench (see 'mempalace --help')",
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
    void isOneLineInMempalacesOwnWords(String arguments, String message) {
        CliResult result = ws.run(arguments.split(" "));

        assertEquals(ExitCodes.USAGE, result.code(), result::toString);
        assertEquals("mempalace: " + message, result.err().strip(), result::toString);
        assertFalse(result.err().contains("LEXICAL"), result::toString);
    }
}
