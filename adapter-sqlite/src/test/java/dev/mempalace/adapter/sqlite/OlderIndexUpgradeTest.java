package dev.mempalace.adapter.sqlite;

import static dev.mempalace.adapter.sqlite.TestNotes.note;
import static dev.mempalace.adapter.sqlite.TestNotes.upserts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.sqlite.SqliteIndexFile.Access;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An index made before gone-means-gone (schema 6) still holds what was removed from it, in its full-text index and
 * its free pages; its first write under schema 7 takes it out (issue 36).
 */
class OlderIndexUpgradeTest {

    @TempDir
    Path dir;

    @Test
    void theFirstWriteToAnOlderIndexClearsWhatItsRemovalsLeft() throws Exception {
        Path file = dir.resolve("index.sqlite");
        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            new SqliteNoteIndex(index).apply(upserts(note("gone.md", "Quokkavex", "the zebrinth relay"),
                    note("kept.md", "Kept", "the pelicarn relay")));
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            // As schema 6 removed a note: FTS5 records the deletion, and the freed pages keep their bytes.
            s.execute("INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('secure-delete', 0)");
            s.execute("PRAGMA secure_delete = OFF");
            s.execute("DELETE FROM chunks WHERE path = 'gone.md'");
            s.execute("DELETE FROM files WHERE path = 'gone.md'");
            // And without what later schemas added: the folder index (8), the supersedes column (9) and the
            // transcript lines (10).
            s.execute("DROP INDEX files_folder");
            s.execute("ALTER TABLE files DROP COLUMN supersedes");
            s.execute("ALTER TABLE chunks DROP COLUMN transcript_first");
            s.execute("ALTER TABLE chunks DROP COLUMN transcript_last");
            s.execute("PRAGMA user_version = 6");
        }
        assertTrue(holds(file, "zebrinth"), "the removed note's words are left in the older index");

        try (SqliteIndexFile index = SqliteIndexFile.open(file, Access.WRITE)) {
            assertEquals(1, new SqliteNoteIndex(index).stats().notes());
        }

        assertFalse(holds(file, "zebrinth"), "the removed note's body is gone");
        assertFalse(holds(file, "Quokkavex"), "the removed note's title is gone");
        assertTrue(holds(file, "pelicarn"), "the note kept keeps its words");
    }

    private static boolean holds(Path file, String word) throws Exception {
        StringBuilder bytes = new StringBuilder();
        for (String suffix : new String[] {"", "-wal"}) {
            Path part = file.resolveSibling(file.getFileName() + suffix);
            if (Files.exists(part)) {
                bytes.append(new String(Files.readAllBytes(part), StandardCharsets.ISO_8859_1));
            }
        }
        return bytes.toString().contains(word);
    }
}
