package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.Note;
import java.util.List;

/**
 * One change to the index, atomic for each note it names: notes to (re)write, files whose metadata changed but not
 * their content, and paths to remove.
 */
public record IndexUpdate(List<Upsert> upserts, List<IndexedFile> touched, List<String> removed) {

    public IndexUpdate {
        upserts = List.copyOf(upserts);
        touched = List.copyOf(touched);
        removed = List.copyOf(removed);
    }

    public boolean isEmpty() {
        return upserts.isEmpty() && touched.isEmpty() && removed.isEmpty();
    }

    /** A note to write with the file facts and the note format it was read under. */
    public record Upsert(Note note, long size, long modified, String format) {
    }
}
