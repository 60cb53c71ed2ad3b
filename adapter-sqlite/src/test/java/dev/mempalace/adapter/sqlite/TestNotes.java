package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.Note;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Test data: notes, chunks and index updates. */
final class TestNotes {

    private TestNotes() {
    }

    /** A chunk at {@code ordinal}, three lines per ordinal. */
    static Chunk chunk(String path, int ordinal, String title, String heading, String text) {
        return Chunk.of(path, ordinal, title, heading, 1 + 3 * ordinal, 3 + 3 * ordinal, text);
    }

    /** A note with one chunk per body, no headings. */
    static Note note(String path, String title, String... bodies) {
        List<Chunk> chunks = new ArrayList<>();
        for (int i = 0; i < bodies.length; i++) {
            chunks.add(chunk(path, i, title, "", bodies[i]));
        }
        return note(path, title, Map.of(), chunks);
    }

    static Note note(String path, String title, Map<String, List<String>> frontMatter, List<Chunk> chunks) {
        String body = String.join("\n", chunks.stream().map(Chunk::text).toList());
        return new Note(path, title, frontMatter, body, ContentHash.of(frontMatter + title + body), chunks);
    }

    static Note retired(Note note) {
        return note(note.path(), note.title(), Map.of("status", List.of("superseded")), note.chunks());
    }

    /** The same chunks under another path, as a move on disk makes them. */
    static Note moved(Note note, String path) {
        List<Chunk> chunks = note.chunks().stream().map(c -> Chunk.of(path, c.ordinal(), c.title(), c.headingPath(),
                c.startLine(), c.endLine(), c.text())).toList();
        return note(path, note.title(), note.frontMatter(), chunks);
    }

    static IndexUpdate upserts(Note... notes) {
        return new IndexUpdate(Arrays.stream(notes).map(n -> new IndexUpdate.Upsert(n, n.body().length(), 1000L, "f1"))
                .toList(), List.of(), List.of());
    }

    static IndexUpdate touched(IndexedFile... files) {
        return new IndexUpdate(List.of(), List.of(files), List.of());
    }

    static IndexUpdate removed(String... paths) {
        return new IndexUpdate(List.of(), List.of(), List.of(paths));
    }
}
