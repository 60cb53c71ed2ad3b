package dev.mempalace.adapter.sqlite;

import static dev.mempalace.adapter.sqlite.TestNotes.note;
import static dev.mempalace.adapter.sqlite.TestNotes.upserts;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.sqlite.SqliteIndexFile.Access;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUnavailableException.Reason;
import dev.mempalace.domain.note.Note;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #10, items 5 and 6: files that are not MemPalace's are never touched; a damaged index of ours is moved
 * aside.
 */
class ForeignAndCorruptIndexTest {

    @TempDir
    Path dir;

    @Test
    void aDatabaseOfAnotherProgramWithOurSchemaVersionIsRefusedAsForeignAndLeftByteForByte() throws Exception {
        Path file = dir.resolve("other-app.db");
        execute(file, "CREATE TABLE settings (k, v)", "PRAGMA user_version = 2");
        byte[] before = Files.readAllBytes(file);

        for (Access access : Access.values()) {
            IndexUnavailableException e = assertThrows(IndexUnavailableException.class,
                    () -> SqliteIndexFile.open(file, access));
            assertEquals(Reason.FOREIGN, e.reason(), e.getMessage());
        }

        assertArrayEquals(before, Files.readAllBytes(file), "never switched to WAL nor changed in any way");
        assertFalse(Files.exists(dir.resolve("other-app.db-wal")));
    }

    @Test
    void aDatabaseMarkedByAnotherProgramIsForeign() throws Exception {
        Path file = dir.resolve("other-app.db");
        execute(file, "PRAGMA application_id = 42");

        assertEquals(Reason.FOREIGN, assertThrows(IndexUnavailableException.class,
                () -> SqliteIndexFile.open(file, Access.WRITE)).reason());
    }

    @Test
    void aNoteGivenAsTheIndexIsNotSqliteSoForeignNeverCorrupt() throws Exception {
        Path note = Files.writeString(dir.resolve("MEMORY.md"), "# Memory\nshort");
        for (Access access : Access.values()) {
            IndexUnavailableException e = assertThrows(IndexUnavailableException.class,
                    () -> SqliteIndexFile.open(note, access));
            assertEquals(Reason.FOREIGN, e.reason());
            assertEquals("index " + note + " is not a SQLite database", e.getMessage());
        }
        assertEquals("# Memory\nshort", Files.readString(note));
    }

    @Test
    void aFolderGivenAsTheIndexIsSaidToBeAFolder() {
        for (Access access : Access.values()) {
            IndexUnavailableException e = assertThrows(IndexUnavailableException.class,
                    () -> SqliteIndexFile.open(dir, access));
            assertEquals(Reason.UNUSABLE, e.reason());
            assertTrue(e.getMessage().contains("is a folder"), e.getMessage());
        }
    }

    @Test
    void aNewIndexCarriesTheMarkAndAnIndexMadeBeforeTheMarkStillOpensAndGetsIt() throws Exception {
        Path file = dir.resolve("index.sqlite");
        SqliteIndexFile.open(file, Access.WRITE).close();
        assertTrue(IndexHeader.of(file).marked());

        // Version 3: the schema just before the mark (version 4), without the columns of versions 6 and 7.
        execute(file, "PRAGMA application_id = 0", "PRAGMA user_version = 3",
                "ALTER TABLE files DROP COLUMN source_kind", "ALTER TABLE files DROP COLUMN project", "ALTER TABLE files DROP COLUMN harness",
                "ALTER TABLE files DROP COLUMN session_id", "ALTER TABLE files DROP COLUMN branch",
                "ALTER TABLE files DROP COLUMN transcript", "ALTER TABLE files DROP COLUMN supersedes",
                "ALTER TABLE chunks DROP COLUMN transcript_first", "ALTER TABLE chunks DROP COLUMN transcript_last");
        assertFalse(IndexHeader.of(file).marked());
        SqliteIndexFile.open(file, Access.WRITE).close();

        assertTrue(IndexHeader.of(file).marked());
        assertEquals(Schema.VERSION, IndexHeader.of(file).userVersion());
    }

    @Test
    void scribbledPagesAreFoundByVerifyAndMovedAsideByTheWriterNeverDeleted() throws Exception {
        Path file = dir.resolve("index.sqlite");
        SqliteIndexStore store = SqliteIndexStore.at(file);
        try (IndexSession session = store.write("test")) {
            session.notes().apply(upserts(IntStream.range(0, 200)
                    .mapToObj(i -> note("n" + i + ".md", "Note " + i, ("word" + i + " ").repeat(200)))
                    .toArray(Note[]::new)));
        }
        store.verify();
        store.close();
        scribble(file);
        byte[] damaged = Files.readAllBytes(file);

        assertEquals(Reason.CORRUPT, assertThrows(IndexUnavailableException.class, store::verify).reason());
        Path aside = Path.of(store.setAsideIfCorrupt().orElseThrow());

        assertTrue(aside.getFileName().toString().startsWith("index.sqlite.corrupt-"), aside.toString());
        assertArrayEquals(damaged, Files.readAllBytes(aside));
        assertFalse(Files.exists(file));
        try (IndexSession session = store.write("rebuild")) {
            assertEquals(0, session.notes().stats().notes());
        }
        store.verify();
        assertTrue(store.setAsideIfCorrupt().isEmpty());
        store.close();
    }

    @Test
    void scribbledPagesUnderALogWithCommitsAreSetAsideAsTheyWereTheirLogBesideThem() throws Exception {
        Path file = indexWithCommitsInItsLog(late -> { });
        scribble(file);

        assertSetAsideAsItWas(file);
    }

    @Test
    void aFullTextIndexAtOddsWithItsChunksInTheLogIsSetAsideAsItWas() throws Exception {
        Path file = indexWithCommitsInItsLog(late -> late.execute("INSERT INTO chunks_fts(rowid, title, heading_path, "
                + "body, identifiers) VALUES (999999, 'stray', '', 'no chunk has these words', '')"));

        assertSetAsideAsItWas(file);
    }

    /** A store's index, then a last write of a store (and {@code late}) left in the log, as a killed process leaves it. */
    private Path indexWithCommitsInItsLog(Consumer<Handle> late) throws Exception {
        Path file = dir.resolve("index.sqlite");
        SqliteIndexStore store = SqliteIndexStore.at(file);
        try (IndexSession session = store.write("test")) {
            session.notes().apply(upserts(IntStream.range(0, 200)
                    .mapToObj(i -> note("n" + i + ".md", "Note " + i, ("word" + i + " ").repeat(200)))
                    .toArray(Note[]::new)));
        }
        store.close();
        // Open throughout, a read-only connection makes no writer the last to close, and cannot checkpoint itself.
        try (Connection pin = DriverManager.getConnection("jdbc:sqlite:file:" + file + "?mode=ro");
                Statement s = pin.createStatement()) {
            s.executeQuery("SELECT count(*) FROM files").close();
            try (IndexSession session = store.write("later")) {
                session.notes().apply(upserts(note("late.md", "Late", "written to the log only")));
            }
            store.close();
            try (Handle handle = Jdbi.open("jdbc:sqlite:" + file)) {
                late.accept(handle);
            }
        }
        assertTrue(Files.size(dir.resolve("index.sqlite-wal")) > 32, "the log holds commits");
        return file;
    }

    private void assertSetAsideAsItWas(Path file) throws Exception {
        Path wal = dir.resolve("index.sqlite-wal");
        byte[] damaged = Files.readAllBytes(file);
        byte[] log = Files.readAllBytes(wal);

        Path aside = Path.of(SqliteIndexStore.at(file).setAsideIfCorrupt().orElseThrow());

        assertArrayEquals(damaged, Files.readAllBytes(aside), "nothing checkpointed into the damaged file");
        assertArrayEquals(log, Files.readAllBytes(aside.resolveSibling(aside.getFileName() + "-wal")));
        assertTrue(Files.exists(aside.resolveSibling(aside.getFileName() + "-shm")));
        assertEquals(List.of("index.sqlite.lock"), listing(dir).stream().filter(f -> !f.contains("corrupt")).toList());
    }

    @Test
    void aDamagedFileWithoutTheMarkIsLeftWhereItIs() throws Exception {
        Path file = dir.resolve("index.sqlite");
        SqliteIndexFile.open(file, Access.WRITE).close();
        execute(file, "PRAGMA application_id = 0");
        try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
            raw.seek(100);
            raw.write(new byte[4096]);
        }

        IndexUnavailableException e = assertThrows(IndexUnavailableException.class,
                () -> SqliteIndexStore.at(file).setAsideIfCorrupt());

        assertTrue(Files.exists(file), e.getMessage());
        assertEquals(List.of("index.sqlite", "index.sqlite.lock"), listing(dir));
    }

    private static List<String> listing(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Writes garbage over the pages after the first few, as a failing disk or a stray program would. */
    private static void scribble(Path file) throws Exception {
        try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
            long pages = raw.length() / 4096;
            assertTrue(pages > 12, "pages: " + pages);
            for (long page = 4; page < pages; page += 3) {
                raw.seek(page * 4096 + 8);
                raw.write(new byte[] {(byte) 0xde, (byte) 0xad, (byte) 0xbe, (byte) 0xef}, 0, 4);
                raw.write(new byte[200]);
            }
        }
    }

    private static void execute(Path file, String... sql) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            for (String statement : sql) {
                s.execute(statement);
            }
        }
    }
}
