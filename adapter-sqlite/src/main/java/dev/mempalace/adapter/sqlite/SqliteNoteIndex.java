package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.IndexedFolder;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.SourceKind;
import dev.mempalace.domain.session.SessionOrigin;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.jdbi.v3.core.Handle;

/** The index's file and chunk bookkeeping in SQLite; each update is one transaction. */
final class SqliteNoteIndex implements NoteIndex {

    private final SqliteIndexFile file;
    private final VersionedCache<String, Map<String, IndexedFile>> files;
    private final VersionedCache<String, Map<String, IndexedFolder>> folders;
    private final VersionedCache<String, Map<String, List<String>>> supersessions;

    SqliteNoteIndex(SqliteIndexFile file) {
        this.file = file;
        this.files = new VersionedCache<>(file);
        this.folders = new VersionedCache<>(file);
        this.supersessions = new VersionedCache<>(file);
    }

    @Override
    public Map<String, IndexedFile> files() {
        return files.get("files", key -> Collections.unmodifiableMap(file.read(h -> h.createQuery(
                        "SELECT path, content_hash, size, modified, format FROM files ORDER BY path")
                .map((rs, ctx) -> new IndexedFile(rs.getString("path"), rs.getString("content_hash"),
                        rs.getLong("size"), rs.getLong("modified"), rs.getString("format")))
                .collect(Collectors.toMap(IndexedFile::path, f -> f, (a, b) -> a, LinkedHashMap::new)))));
    }

    /** Grouped by SQLite, so that a search reads a row per folder, not per note. */
    @Override
    public Map<String, IndexedFolder> folders(String format) {
        return folders.get(format, key -> Collections.unmodifiableMap(file.read(h -> h.createQuery(
                        "SELECT " + Schema.FOLDER + " AS folder, max(modified) AS newest, count(*) AS notes, "
                                + "sum(format <> :format) AS other FROM files GROUP BY folder").bind("format", key)
                .map((rs, ctx) -> Map.entry(rs.getString("folder"), new IndexedFolder(rs.getLong("newest"),
                        rs.getInt("notes"), rs.getInt("other"))))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)))));
    }

    @Override
    public Map<String, IndexedFile> filesIn(Set<String> folders) {
        if (folders.isEmpty()) {
            return Map.of();
        }
        List<String> asked = folders.stream().sorted().toList();
        return files.get("in:" + String.join("\n", asked), key -> Collections.unmodifiableMap(file.read(h ->
                SqlList.bind(h.createQuery("SELECT path, content_hash, size, modified, format FROM files WHERE "
                        + Schema.FOLDER + " IN (" + SqlList.parameters("folder", asked.size()) + ")"), "folder", asked)
                .map((rs, ctx) -> new IndexedFile(rs.getString("path"), rs.getString("content_hash"),
                        rs.getLong("size"), rs.getLong("modified"), rs.getString("format")))
                .collect(Collectors.toMap(IndexedFile::path, f -> f)))));
    }

    @Override
    public Map<String, List<String>> supersessions() {
        return supersessions.get("supersessions", key -> Collections.unmodifiableMap(file.read(h -> h.createQuery(
                        "SELECT path, supersedes FROM files WHERE supersedes <> '' ORDER BY path")
                .map((rs, ctx) -> Map.entry(rs.getString("path"), List.of(rs.getString("supersedes").split("\n"))))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a,
                        LinkedHashMap::new)))));
    }

    @Override
    public void apply(IndexUpdate update) {
        if (update.isEmpty()) {
            return;
        }
        file.write(h -> {
            update.upserts().forEach(upsert -> upsert(h, upsert));
            for (IndexedFile touched : update.touched()) {
                h.createUpdate("UPDATE files SET size = :size, modified = :modified, format = :format "
                                + "WHERE path = :path")
                        .bind("size", touched.size()).bind("modified", touched.modified())
                        .bind("format", touched.format()).bind("path", touched.path()).execute();
            }
            for (String path : update.removed()) {
                h.execute("DELETE FROM chunks WHERE path = ?", path);
                h.execute("DELETE FROM files WHERE path = ?", path);
            }
            if (!update.upserts().isEmpty() || !update.removed().isEmpty()) {
                collectGarbage(h);
            }
            return null;
        });
        if (!update.removed().isEmpty()) {
            file.checkpoint();
        }
    }

    private static void upsert(Handle h, IndexUpdate.Upsert upsert) {
        Note note = upsert.note();
        Optional<SessionOrigin> session = note.session();
        // An upsert, not INSERT OR REPLACE: replacing would delete the row its chunks refer to.
        h.createUpdate("INSERT INTO files (path, content_hash, size, modified, title, retired, format, tags, "
                        + "note_date, source_kind, project, harness, session_id, branch, transcript, supersedes) VALUES "
                        + "(:path, :hash, :size, :modified, :title, :retired, :format, :tags, :date, :kind, :project, "
                        + ":harness, :session, :branch, :transcript, :supersedes) ON CONFLICT (path) DO UPDATE SET "
                        + "content_hash = excluded.content_hash, size = excluded.size, modified = excluded.modified, "
                        + "title = excluded.title, retired = excluded.retired, format = excluded.format, "
                        + "tags = excluded.tags, note_date = excluded.note_date, source_kind = excluded.source_kind, "
                        + "project = excluded.project, harness = excluded.harness, session_id = excluded.session_id, "
                        + "branch = excluded.branch, transcript = excluded.transcript, supersedes = excluded.supersedes")
                .bind("supersedes", String.join("\n", note.supersedes()))
                .bind("tags", FilterSql.tags(note.tags()))
                .bind("date", NoteFilter.dateOf(note.date(), upsert.modified()).toString())
                .bind("path", note.path()).bind("hash", note.contentHash()).bind("size", upsert.size())
                .bind("modified", upsert.modified()).bind("title", note.title()).bind("retired", note.retired())
                .bind("format", upsert.format())
                .bind("kind", SourceKind.of(note.isSession()).label())
                .bind("project", note.project().orElse(null))
                .bind("harness", session.map(SessionOrigin::harness).orElse(null))
                .bind("session", session.map(SessionOrigin::id).orElse(null))
                .bind("branch", session.flatMap(SessionOrigin::branch).orElse(null))
                .bind("transcript", session.map(SessionOrigin::transcript).orElse(null))
                .execute();
        ChunkSync.sync(h, note);
    }

    /** Vectors are keyed by chunk hash, so they outlive their chunks until no chunk carries the hash any more. */
    private static void collectGarbage(Handle h) {
        h.execute("DELETE FROM vectors WHERE NOT EXISTS (SELECT 1 FROM chunks WHERE chunks.hash = vectors.chunk_hash)");
        h.execute("DELETE FROM fingerprints WHERE NOT EXISTS "
                + "(SELECT 1 FROM vectors WHERE vectors.fingerprint_id = fingerprints.id)");
    }

    @Override
    public IndexStats stats() {
        return file.read(h -> h.createQuery("SELECT (SELECT count(*) FROM files) AS notes, "
                        + "(SELECT count(*) FROM chunks) AS chunks")
                .map((rs, ctx) -> new IndexStats(rs.getInt("notes"), rs.getInt("chunks")))
                .one());
    }
}
