package dev.mempalace.adapter.sqlite;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.session.TranscriptLines;
import dev.mempalace.domain.text.SplitForms;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.PreparedBatch;

/**
 * Brings the stored chunks of one note in line with its new chunks: a stored chunk whose hash reappears keeps
 * its row (and id), moved if its place changed; the rest are deleted and the new ones inserted.
 */
final class ChunkSync {

    private record Stored(long id, String hash, int ordinal, int startLine, int endLine, String title,
            String headingPath, String identifiers, Optional<TranscriptLines> transcript) {

        boolean sameAs(Chunk chunk, String words) {
            return ordinal == chunk.ordinal() && startLine == chunk.startLine() && endLine == chunk.endLine()
                    && title.equals(chunk.title()) && headingPath.equals(chunk.headingPath())
                    && identifiers.equals(words) && transcript.equals(chunk.transcript());
        }
    }

    private ChunkSync() {
    }

    static void sync(Handle handle, Note note) {
        Map<String, Deque<Stored>> storedByHash = new HashMap<>();
        for (Stored stored : stored(handle, note.path())) {
            storedByHash.computeIfAbsent(stored.hash(), h -> new ArrayDeque<>()).add(stored);
        }
        PreparedBatch insert = handle.prepareBatch("INSERT INTO chunks (path, ordinal, title, heading_path, "
                + "start_line, end_line, body, hash, identifiers, transcript_first, transcript_last) VALUES (:path, "
                + ":ordinal, :title, :headingPath, :startLine, :endLine, :body, :hash, :identifiers, "
                + ":transcriptFirst, :transcriptLast)");
        PreparedBatch update = handle.prepareBatch("UPDATE chunks SET ordinal = :ordinal, title = :title, "
                + "heading_path = :headingPath, start_line = :startLine, end_line = :endLine, "
                + "identifiers = :identifiers, transcript_first = :transcriptFirst, "
                + "transcript_last = :transcriptLast WHERE id = :id");
        for (Chunk chunk : note.chunks()) {
            Deque<Stored> same = storedByHash.get(chunk.hash());
            Stored kept = same == null ? null : same.poll();
            String words = identifiers(note, chunk);
            if (kept == null) {
                bindChunk(insert, chunk, words).bind("path", note.path()).bind("body", chunk.text())
                        .bind("hash", chunk.hash()).add();
            } else if (!kept.sameAs(chunk, words)) {
                bindChunk(update, chunk, words).bind("id", kept.id()).add();
            }
        }
        PreparedBatch delete = handle.prepareBatch("DELETE FROM chunks WHERE id = :id");
        storedByHash.values().forEach(left -> left.forEach(stored -> delete.bind("id", stored.id()).add()));
        for (PreparedBatch batch : List.of(delete, update, insert)) {
            if (batch.size() > 0) {
                batch.execute();
            }
        }
    }

    private static List<Stored> stored(Handle handle, String path) {
        return handle.createQuery("SELECT id, hash, ordinal, start_line, end_line, title, heading_path, identifiers, "
                        + "transcript_first, transcript_last FROM chunks "
                        + "WHERE path = :path ORDER BY ordinal, id")
                .bind("path", path)
                .map((rs, ctx) -> new Stored(rs.getLong("id"), rs.getString("hash"), rs.getInt("ordinal"),
                        rs.getInt("start_line"), rs.getInt("end_line"), rs.getString("title"),
                        rs.getString("heading_path"), rs.getString("identifiers"), ChunkRows.transcript(rs)))
                .list();
    }

    /** The chunk's camelCase words split, and its note's tags, so that a tag is found as a word. */
    private static String identifiers(Note note, Chunk chunk) {
        String split = SplitForms.of(chunk.title(), chunk.headingPath(), chunk.text());
        return note.tags().isEmpty() ? split : (split + " " + String.join(" ", note.tags())).strip();
    }

    private static PreparedBatch bindChunk(PreparedBatch batch, Chunk chunk, String identifiers) {
        return batch.bind("ordinal", chunk.ordinal()).bind("title", chunk.title())
                .bind("headingPath", chunk.headingPath()).bind("startLine", chunk.startLine())
                .bind("endLine", chunk.endLine()).bind("identifiers", identifiers)
                .bind("transcriptFirst", chunk.transcript().map(TranscriptLines::first).orElse(null))
                .bind("transcriptLast", chunk.transcript().map(TranscriptLines::last).orElse(null));
    }
}
