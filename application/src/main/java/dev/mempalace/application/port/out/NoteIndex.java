package dev.mempalace.application.port.out;

import java.util.Map;

/** The index's own bookkeeping: which files it holds, at which hash, and how it changes. */
public interface NoteIndex {

    /** Indexed files by path. Throws {@link IndexMissingException} when no index exists yet. */
    Map<String, IndexedFile> files();

    /**
     * Applies one update, each note's part of it atomically (the whole update at once where the store can); chunks
     * whose text is unchanged keep their identity.
     */
    void apply(IndexUpdate update);

    /** How many notes and chunks the index holds. */
    IndexStats stats();
}
