package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUnavailableException.Reason;
import java.nio.file.Path;
import java.util.List;
import org.jdbi.v3.core.Handle;

/**
 * The index schema and its migrations, versioned by {@code PRAGMA user_version}: version N means the first N
 * migrations have run. DDL runs only when the file is behind, never on every open.
 */
final class Schema {

    /*
     * files        one row per indexed note: what ingest compares with the disk (hash, size, time, note format),
     *              plus title, retired flag, what search filters on and the origin of an imported session.
     * chunks       one row per chunk; the id is stable while the chunk's hash stays in its note. identifiers holds
     *              the camelCase words of the chunk split into parts, so "sparse vhd" finds "sparseVhd".
     * chunks_fts   external-content FTS5 over chunks, kept in sync by the triggers below (an update that changes
     *              only ordinal or lines leaves it alone).
     * fingerprints the embedding fingerprints whose vectors the index holds.
     * vectors      little-endian float32 vectors keyed by (fingerprint, chunk hash). Deliberately no foreign key
     *              to chunks: a vector survives re-ingests and moves of its text, and apply() collects the ones
     *              whose hash no chunk carries any more.
     */
    private static final List<List<String>> MIGRATIONS = List.of(List.of(
            """
            CREATE TABLE files (
              path TEXT PRIMARY KEY, content_hash TEXT NOT NULL, size INTEGER NOT NULL,
              modified INTEGER NOT NULL, title TEXT NOT NULL, retired INTEGER NOT NULL)""",
            """
            CREATE TABLE chunks (
              id INTEGER PRIMARY KEY AUTOINCREMENT, path TEXT NOT NULL REFERENCES files(path),
              ordinal INTEGER NOT NULL, title TEXT NOT NULL, heading_path TEXT NOT NULL,
              start_line INTEGER NOT NULL, end_line INTEGER NOT NULL, body TEXT NOT NULL, hash TEXT NOT NULL,
              identifiers TEXT NOT NULL)""",
            "CREATE INDEX chunks_by_path ON chunks(path, ordinal)",
            "CREATE INDEX chunks_by_hash ON chunks(hash)",
            """
            CREATE VIRTUAL TABLE chunks_fts USING fts5(
              title, heading_path, body, identifiers, content='chunks', content_rowid='id',
              tokenize='porter unicode61 remove_diacritics 2')""",
            """
            CREATE TRIGGER chunks_fts_insert AFTER INSERT ON chunks BEGIN
              INSERT INTO chunks_fts(rowid, title, heading_path, body, identifiers)
              VALUES (new.id, new.title, new.heading_path, new.body, new.identifiers);
            END""",
            """
            CREATE TRIGGER chunks_fts_delete AFTER DELETE ON chunks BEGIN
              INSERT INTO chunks_fts(chunks_fts, rowid, title, heading_path, body, identifiers)
              VALUES ('delete', old.id, old.title, old.heading_path, old.body, old.identifiers);
            END""",
            """
            CREATE TRIGGER chunks_fts_update AFTER UPDATE OF title, heading_path, body, identifiers ON chunks
            WHEN old.title IS NOT new.title OR old.heading_path IS NOT new.heading_path
              OR old.body IS NOT new.body OR old.identifiers IS NOT new.identifiers BEGIN
              INSERT INTO chunks_fts(chunks_fts, rowid, title, heading_path, body, identifiers)
              VALUES ('delete', old.id, old.title, old.heading_path, old.body, old.identifiers);
              INSERT INTO chunks_fts(rowid, title, heading_path, body, identifiers)
              VALUES (new.id, new.title, new.heading_path, new.body, new.identifiers);
            END""",
            "CREATE TABLE fingerprints (id TEXT PRIMARY KEY, description TEXT NOT NULL)",
            """
            CREATE TABLE vectors (
              fingerprint_id TEXT NOT NULL REFERENCES fingerprints(id), chunk_hash TEXT NOT NULL,
              dimension INTEGER NOT NULL, vector BLOB NOT NULL, PRIMARY KEY (fingerprint_id, chunk_hash))"""),
            // Version 2: the note format each file was chunked under; '' matches none, so ingest re-chunks.
            List.of("ALTER TABLE files ADD COLUMN format TEXT NOT NULL DEFAULT ''"),
            // Version 3: what search filters on: the note's tags (lower case, each on a line of its own between
            // line feeds, '' for none) and date (YYYY-MM-DD:
            // its front matter's, else its file's). Every file is marked as of no format, so the next ingest reads
            // each note again to fill them in; vectors are untouched, as the fingerprint is.
            List.of("ALTER TABLE files ADD COLUMN tags TEXT NOT NULL DEFAULT ''",
                    "ALTER TABLE files ADD COLUMN note_date TEXT NOT NULL DEFAULT ''",
                    "UPDATE files SET format = ''"),
            // Version 4: the mark that tells a MemPalace index from another program's SQLite file (IndexHeader).
            List.of("PRAGMA application_id = " + IndexHeader.APPLICATION_ID),
            // Version 5: the hidden column gained the grams of Chinese, Japanese and Korean words; forgetting
            // each file's note format makes the next ingest re-chunk every note and fill it (vectors are kept).
            List.of("UPDATE files SET format = ''"),
            // Version 6: what search filters imported sessions on and what their hits carry: the kind of source
            // ('notes' or 'sessions'), the project folder a note names (NULL for none) and a session's origin
            // (harness, id, branch and transcript; NULL for a note that is none). Forgetting each file's note format
            // makes the next ingest read every note again to fill them in (vectors are kept).
            List.of("ALTER TABLE files ADD COLUMN source_kind TEXT NOT NULL DEFAULT 'notes'",
                    "ALTER TABLE files ADD COLUMN project TEXT",
                    "ALTER TABLE files ADD COLUMN harness TEXT",
                    "ALTER TABLE files ADD COLUMN session_id TEXT",
                    "ALTER TABLE files ADD COLUMN branch TEXT",
                    "ALTER TABLE files ADD COLUMN transcript TEXT",
                    "UPDATE files SET format = ''"),
            // Version 7: gone means gone. A row deleted from the full-text index takes its words out of the index's
            // pages at once, where FTS5 otherwise only records the deletion and keeps the words until a merge; the
            // optimize merges away the words of every row deleted before.
            List.of("INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('secure-delete', 1)",
                    "INSERT INTO chunks_fts(chunks_fts) VALUES ('optimize')"),
            // Version 8: a search's drift check asks, per folder, for the newest time and the notes the index
            // holds, and for the files of the folders it listed: an index on the folder, not a scan of every row.
            List.of("CREATE INDEX IF NOT EXISTS files_folder ON files(" + Schema.FOLDER + ", modified, format)"),
            // Version 9: the notes a note supersedes (its front matter's supersedes, one path a line, '' for none),
            // which retire them. Forgetting each file's note format makes the next ingest read every note again to
            // fill it in (vectors are kept).
            List.of("ALTER TABLE files ADD COLUMN supersedes TEXT NOT NULL DEFAULT ''",
                    "UPDATE files SET format = ''"),
            // Version 10: the transcript lines a session's chunk points to (NULL for a chunk of no session), a column
            // of their own instead of the heading text they were parsed back out of. Forgetting each session's note
            // format makes the next ingest read those notes again to fill them in (vectors are kept: a note written
            // before keeps its headings, so its chunks keep their hashes).
            List.of("ALTER TABLE chunks ADD COLUMN transcript_first INTEGER",
                    "ALTER TABLE chunks ADD COLUMN transcript_last INTEGER",
                    "UPDATE files SET format = '' WHERE source_kind = 'sessions'"));

    /** A path's folder ("" for the top): the path without what follows its last '/', nor that '/'. */
    static final String FOLDER = "rtrim(rtrim(path, replace(path, '/', '')), '/')";

    /** The tables every MemPalace index has had since version 1: how an index made before the mark is told. */
    private static final List<String> TABLES = List.of("files", "chunks", "chunks_fts", "fingerprints", "vectors");

    static final int VERSION = MIGRATIONS.size();
    /** The version from which deleted text is overwritten, and no longer kept by the full-text index. */
    private static final int SECURE_DELETE = 7;

    private Schema() {
    }

    /**
     * Refuses another program's database before anything else, so that it is never changed; checks the version; a
     * writer also switches to WAL and migrates, a reader only refuses what it can't read, a check takes any version.
     */
    static void prepare(Handle handle, SqliteIndexFile.Access access, Path file) {
        requireOurs(handle, file);
        int version = checkedVersion(handle, file);
        if (access == SqliteIndexFile.Access.READ && version < VERSION) {
            throw new IndexUnavailableException(Reason.OUTDATED, "index " + file + " has an older or no schema");
        }
        if (access != SqliteIndexFile.Access.WRITE) {
            return;
        }
        if (!"wal".equalsIgnoreCase(handle.createQuery("PRAGMA journal_mode").map(Columns.TEXT).one())) {
            handle.createQuery("PRAGMA journal_mode=WAL").map(Columns.TEXT).one();
        }
        // What a writer deletes is overwritten with zeros, in the pages it stays in and in the pages it frees.
        handle.execute("PRAGMA secure_delete = ON");
        if (version < VERSION) {
            WriteTransaction.run(handle, h -> migrate(h, file));
            if (version > 0 && version < SECURE_DELETE) {
                // Pages freed before secure_delete still hold what was deleted: rewrite the file once without them.
                handle.execute("VACUUM");
            }
        }
    }

    private static Void migrate(Handle handle, Path file) {
        int version = checkedVersion(handle, file);
        for (List<String> migration : MIGRATIONS.subList(version, VERSION)) {
            migration.forEach(handle::execute);
        }
        handle.execute("PRAGMA user_version = " + VERSION);
        return null;
    }

    /** Ours: marked, or empty (a new index), or an index made before the mark, which has every table of one. */
    private static void requireOurs(Handle handle, Path file) {
        int applicationId = handle.createQuery("PRAGMA application_id").map(Columns.INT).one();
        if (applicationId == IndexHeader.APPLICATION_ID) {
            return;
        }
        int userVersion = handle.createQuery("PRAGMA user_version").map(Columns.INT).one();
        List<String> tables = handle.createQuery("SELECT name FROM sqlite_master WHERE type = 'table'")
                .map(Columns.TEXT).list();
        boolean empty = tables.isEmpty() && userVersion == 0;
        boolean unmarkedIndex = userVersion > 0 && tables.containsAll(TABLES);
        if (applicationId != 0 || !(empty || unmarkedIndex)) {
            throw new IndexUnavailableException(Reason.FOREIGN, "index " + file
                    + " is a SQLite database of another program, not a MemPalace index");
        }
    }

    private static int checkedVersion(Handle handle, Path file) {
        int version = handle.createQuery("PRAGMA user_version").map(Columns.INT).one();
        if (version > VERSION) {
            throw new IndexUnavailableException(Reason.NEWER, "index " + file + " was made by a newer MemPalace (schema "
                    + version + ", this one knows " + VERSION + ")");
        }
        return version;
    }
}
