package dev.mempalace.application.port.out;

import java.util.List;
import java.util.Map;

/** The index's own bookkeeping: which files it holds, at which hash, and how it changes. */
public interface NoteIndex {

    /** Indexed files by path. Throws {@link IndexMissingException} when no index exists yet. */
    Map<String, IndexedFile> files();

    /**
     * Each indexed note that supersedes others ({@code supersedes} in its front matter), with the paths it names, as
     * they were at its last upsert; a note that supersedes none is absent.
     */
    Map<String, List<String>> supersessions();

    /** Applies one update in one transaction; chunks whose text is unchanged keep their identity. */
    void apply(IndexUpdate update);

    /** How many notes and chunks the index holds. */
    IndexStats stats();
}
