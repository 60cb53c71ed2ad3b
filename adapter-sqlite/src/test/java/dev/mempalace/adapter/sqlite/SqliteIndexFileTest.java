package dev.mempalace.adapter.sqlite;

import static dev.mempalace.adapter.sqlite.TestNotes.note;
import static dev.mempalace.adapter.sqlite.TestNotes.upserts;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.sqlite.SqliteIndexFile.Access;
import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.text.QueryTerms;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteIndexFileTest {

    @TempDir
    Path dir;

    @Test
    void writeCreatesFoldersFileAndSchemaInWalMode() {
        Path file = dir.resolve("a/b/index.sqlite");
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            assertTrue(Files.isRegularFile(file));
            assertEquals(Schema.VERSION, pragma(index, "user_version"));
            assertEquals("wal", index.read(h -> h.createQuery("PRAGMA journal_mode").mapTo(String.class).one()));
            assertTrue(pragma(index, "busy_timeout") >= 30_000);
            assertEquals(1, pragma(index, "foreign_keys"));
        }
    }

    @Test
    void reopeningRunsNoDdl() {
        Path file = dir.resolve("index.sqlite");
        int schemaVersion;
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            schemaVersion = pragma(index, "schema_version");
        }
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            assertEquals(schemaVersion, pragma(index, "schema_version"));
        }
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.READ)) {
            assertEquals(schemaVersion, pragma(index, "schema_version"));
        }
    }

    @Test
    void readOnAMissingFileCreatesNothing() {
        Path file = dir.resolve("sub/index.sqlite");
        IndexMissingException e = assertThrows(IndexMissingException.class,
                () -> SqliteIndexFile.open(file, Access.READ));
        assertEquals("no index at " + file, e.getMessage(), "a fact, without advice");
        assertFalse(Files.exists(file.getParent()));
    }

    @Test
    void readNeverChangesTheFile() throws Exception {
        Path file = dir.resolve("index.sqlite");
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            new SqliteNoteIndex(index).apply(upserts(note("a.md", "A", "alpha beta")));
        }
        byte[] before = Files.readAllBytes(file);
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.READ)) {
            assertEquals(1, new SqliteNoteIndex(index).stats().notes());
            new SqliteLexicalIndex(index).search(QueryTerms.of("alpha"), 5, NoteFilter.EVERY);
            assertThrows(IllegalStateException.class,
                    () -> new SqliteNoteIndex(index).apply(TestNotes.removed("a.md")));
        }
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void garbageIsUnavailable() throws Exception {
        Path file = dir.resolve("index.sqlite");
        Files.writeString(file, "this is not a database, just some text that is long enough. ".repeat(100));
        for (Access access : Access.values()) {
            assertThrows(IndexUnavailableException.class, () -> SqliteIndexFile.open(file, access));
        }
    }

    @Test
    void aForeignDatabaseIsNotTakenOver() throws Exception {
        Path file = dir.resolve("other.sqlite");
        execute(file, "CREATE TABLE mine (x)");
        IndexUnavailableException e = assertThrows(IndexUnavailableException.class,
                () -> SqliteIndexFile.open(file, Access.WRITE));
        assertTrue(e.getMessage().contains("not a MemPalace index"), e.getMessage());
    }

    @Test
    void aNewerSchemaIsRefused() throws Exception {
        Path file = dir.resolve("index.sqlite");
        SqliteIndexFile.open(file, Access.WRITE).close();
        execute(file, "PRAGMA user_version = " + (Schema.VERSION + 1));
        for (Access access : Access.values()) {
            IndexUnavailableException e = assertThrows(IndexUnavailableException.class,
                    () -> SqliteIndexFile.open(file, access));
            assertTrue(e.getMessage().contains("newer MemPalace"), e.getMessage());
        }
    }

    @Test
    void anOlderSchemaIsMigratedByWriteAndRefusedByRead() throws Exception {
        Path file = dir.resolve("index.sqlite");
        Files.createFile(file);
        IndexUnavailableException e = assertThrows(IndexUnavailableException.class,
                () -> SqliteIndexFile.open(file, Access.READ));
        assertEquals(IndexUnavailableException.Reason.OUTDATED, e.reason());
        SqliteIndexFile.open(file, Access.WRITE).close();
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.READ)) {
            assertEquals(Schema.VERSION, pragma(index, "user_version"));
        }
    }

    @Test
    void anIndexOfVersionFiveGainsTheSessionColumnsAndReadsEveryNoteAgain() throws Exception {
        Path file = dir.resolve("index.sqlite");
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            new SqliteNoteIndex(index).apply(upserts(note("a.md", "A", "alpha")));
        }
        for (String column : List.of("source_kind", "project", "harness", "session_id", "branch", "transcript",
                "supersedes")) {
            execute(file, "ALTER TABLE files DROP COLUMN " + column);
        }
        dropTranscriptLines(file);
        execute(file, "PRAGMA user_version = 5");
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            assertEquals("", new SqliteNoteIndex(index).files().get("a.md").format(), "the next ingest reads it again");
            assertEquals("notes", index.read(h -> h.createQuery("SELECT source_kind FROM files").mapTo(String.class)
                    .one()));
            assertEquals(Schema.VERSION, pragma(index, "user_version"));
        }
    }

    @Test
    void anIndexOfVersionSixGainsWhatNotesSupersedeAndReadsEveryNoteAgain() throws Exception {
        Path file = dir.resolve("index.sqlite");
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            new SqliteNoteIndex(index).apply(upserts(note("a.md", "A", "alpha")));
        }
        execute(file, "ALTER TABLE files DROP COLUMN supersedes");
        dropTranscriptLines(file);
        execute(file, "PRAGMA user_version = 6");
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            assertEquals("", new SqliteNoteIndex(index).files().get("a.md").format(), "the next ingest reads it again");
            assertEquals(Map.of(), new SqliteNoteIndex(index).supersessions());
            assertEquals(Schema.VERSION, pragma(index, "user_version"));
        }
    }

    @Test
    void anIndexOfVersionNineGainsTheTranscriptLinesAndReadsEverySessionNoteAgain() throws Exception {
        Path file = dir.resolve("index.sqlite");
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            new SqliteNoteIndex(index).apply(upserts(note("a.md", "A", "alpha"), note("sessions/codex/s.md", "S",
                    Map.of("source", List.of("session")), List.of(TestNotes.chunk("sessions/codex/s.md", 0, "S",
                            "2026-11-30 14:03 UTC (lines 1–4)", "beta")))));
        }
        dropTranscriptLines(file);
        execute(file, "PRAGMA user_version = 9");
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            SqliteNoteIndex notes = new SqliteNoteIndex(index);
            assertEquals("", notes.files().get("sessions/codex/s.md").format(), "the next ingest reads it again");
            assertEquals("f1", notes.files().get("a.md").format(), "a note of no session is left as it was");
            assertEquals(List.of(), index.read(h -> h.createQuery("SELECT transcript_first FROM chunks "
                    + "WHERE transcript_first IS NOT NULL").mapTo(Integer.class).list()));
            assertEquals(Schema.VERSION, pragma(index, "user_version"));
        }
    }

    @Test
    void aSecondWriterTimesOutLockedWhileReadersGoOn() throws Exception {
        Path file = dir.resolve("index.sqlite");
        try (SqliteIndexFile writer = SqliteIndexFile.open(file, Access.WRITE, 50);
                SqliteIndexFile reader = SqliteIndexFile.open(file, Access.READ, 50)) {
            new SqliteNoteIndex(writer).apply(upserts(note("a.md", "A", "alpha")));
            try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + file);
                    Statement s = other.createStatement()) {
                s.execute("BEGIN IMMEDIATE");
                s.execute("DELETE FROM chunks");
                assertThrows(IndexLockedException.class,
                        () -> new SqliteNoteIndex(writer).apply(upserts(note("b.md", "B", "beta"))));
                assertEquals(1, new SqliteNoteIndex(reader).stats().chunks());
                s.execute("ROLLBACK");
            }
            new SqliteNoteIndex(writer).apply(upserts(note("b.md", "B", "beta")));
            assertEquals(2, new SqliteNoteIndex(reader).stats().notes());
        }
    }

    private static int pragma(SqliteIndexFile index, String name) {
        return index.read(h -> h.createQuery("PRAGMA " + name).mapTo(Integer.class).one());
    }

    /** As an index before schema 10 was: no transcript lines on its chunks. */
    private static void dropTranscriptLines(Path file) throws Exception {
        execute(file, "ALTER TABLE chunks DROP COLUMN transcript_first");
        execute(file, "ALTER TABLE chunks DROP COLUMN transcript_last");
    }

    private static void execute(Path file, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
