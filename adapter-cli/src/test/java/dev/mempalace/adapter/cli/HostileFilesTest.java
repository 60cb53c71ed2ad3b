package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.output.ExitCodes;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Issue #10, items 5, 6 and 7 at the command line: what a user is told, in one line, with the right exit code. */
class HostileFilesTest {

    @TempDir
    Path dir;

    private TestWorkspace ws;

    @BeforeEach
    void workspace() throws Exception {
        ws = TestWorkspace.create(dir.resolve("ws"));
    }

    @Test
    void aNoteGivenAsTheIndexIsNeverAdvisedToBeDeleted() throws Exception {
        Path note = dir.resolve("ws/MEMORY.md");
        Files.writeString(note, "# Memory\n");
        for (String command : List.of("search", "ingest", "status", "reconcile")) {
            CliResult result = command.equals("search") ? ws.run("--index", note.toString(), command, "x")
                    : ws.run("--index", note.toString(), command);
            assertEquals(ExitCodes.INDEX_UNAVAILABLE, result.code(), command);
            assertEquals(List.of("mempalace: index " + note + " is not a SQLite database; MemPalace leaves it as it "
                    + "is: give --index a path of its own"), result.errLines(), command);
        }
        assertEquals("# Memory\n", Files.readString(note));
    }

    @Test
    void aFolderGivenAsTheIndexIsSaidToBeOne() {
        CliResult result = ws.run("--index", dir.toString(), "ingest");
        assertEquals(ExitCodes.INDEX_UNAVAILABLE, result.code());
        assertEquals(List.of("mempalace: index " + dir + " is a folder; --index names the index file itself"),
                result.errLines());
    }

    @Test
    void anotherProgramsDatabaseWithOurSchemaVersionIsOneLineAndExit6() throws Exception {
        Path other = dir.resolve("other-app.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + other); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE accounts (id, name)");
            s.execute("PRAGMA user_version = 2");
        }
        byte[] before = Files.readAllBytes(other);
        for (String command : List.of("ingest", "status", "reconcile")) {
            CliResult result = ws.run("--index", other.toString(), command);
            assertEquals(ExitCodes.INDEX_UNAVAILABLE, result.code(), command + ": " + result.err());
            assertEquals(1, result.errLines().size(), result.err());
            assertTrue(result.err().contains("a SQLite database of another program"), result.err());
            assertFalse(result.err().contains("jdbi") || result.err().contains("SQL error"), result.err());
        }
        assertArrayEquals(before, Files.readAllBytes(other), "left byte for byte");
    }

    @Test
    void aCorruptIndexIsNamedByStatusAndReconcileThenMovedAsideAndRebuiltByIngest() throws Exception {
        assertEquals(0, ws.run("ingest", "--no-embed").code());
        try (RandomAccessFile raw = new RandomAccessFile(ws.index().toFile(), "rw")) {
            for (long page = 2; page < raw.length() / 4096; page++) {
                raw.seek(page * 4096 + 8);
                raw.write(new byte[64]);
            }
        }
        for (String command : List.of("status", "reconcile")) {
            CliResult result = ws.run(command);
            assertEquals(ExitCodes.INDEX_UNAVAILABLE, result.code(), command);
            assertTrue(result.err().startsWith("mempalace: index " + ws.index() + " is corrupt ("), result.err());
            assertTrue(result.err().contains("run mempalace ingest, which moves it aside and rebuilds it from the "
                    + "notes"), result.err());
        }

        CliResult ingest = ws.run("ingest", "--no-embed", "--text");

        assertEquals(0, ingest.code(), ingest.err());
        assertTrue(warnings(ingest).get(0).startsWith("warning: the index was corrupt; it was moved aside to "
                + ws.index() + ".corrupt-"), ingest.err());
        assertEquals(0, ws.run("reconcile").code());
        try (var files = Files.list(ws.index().getParent())) {
            // Sorted, the damaged file comes first, then the -shm and -wal it was set aside with.
            List<String> aside = files.map(f -> f.getFileName().toString()).filter(n -> n.contains(".corrupt-"))
                    .sorted().toList();
            String moved = aside.get(0);
            assertTrue(List.of(moved, moved + "-shm", moved + "-wal").containsAll(aside), aside.toString());
        }
    }

    @Test
    void aNoteThatIsNotUtf8IsIndexedWithAWarningOnceAndNoDriftRemains() throws Exception {
        Files.write(dir.resolve("ws/latin1.md"), new byte[] {'#', ' ', 'C', 'a', 'f', (byte) 0xE9, '\n', 'b', 'e',
            'a', 'n', 's', '\n'});

        CliResult first = ws.run("ingest", "--no-embed", "--json");
        CliResult second = ws.run("ingest", "--no-embed", "--json");

        assertEquals(0, first.code(), first.err());
        assertEquals("latin1.md: not valid UTF-8; indexed with the invalid bytes replaced by U+FFFD",
                first.json().required("warnings").get(0).asText());
        assertEquals(0, second.json().required("warnings").size());
        assertEquals(0, ws.run("reconcile").code());
        assertEquals("latin1.md", ws.run("search", "beans", "--json").json().required("results").get(0)
                .required("path").asText());
    }

    @Test
    void aFileNameThatIsNotValidUtf8IsReportedAsSuchNotAsNotFoundAndIsNoDrift() throws Exception {
        assumeTrue(System.getProperty("os.name").equals("Linux"));
        Process touch = new ProcessBuilder("sh", "-c", "touch \"$(printf 'bad\\377.md')\"")
                .directory(dir.resolve("ws").toFile()).start();
        assertEquals(0, touch.waitFor());

        CliResult ingest = ws.run("ingest", "--no-embed", "--text");

        assertEquals(0, ingest.code(), ingest.err());
        assertEquals(1, warnings(ingest).size(), ingest.err());
        assertTrue(warnings(ingest).get(0).startsWith("warning: passed over bad"), ingest.err());
        assertTrue(ingest.err().contains("the file name is not valid in the system charset"), ingest.err());
        assertFalse(ingest.err().contains("not found"), ingest.err());
        assertEquals(0, ws.run("reconcile").code());
    }

    private static List<String> warnings(CliResult result) {
        return result.errLines().stream().filter(line -> line.startsWith("warning: ")).toList();
    }
}
