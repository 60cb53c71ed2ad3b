package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.NoteFilter;

/** Full-text search over chunks: strict AND of the query terms, a ranked OR only when AND finds nothing. */
public interface LexicalIndex {

    /**
     * The chunks of notes that pass the filter, best first. Any text is a valid query; query syntax in it is
     * treated as text, never as an error.
     */
    LexicalMatches search(String query, int limit, NoteFilter filter);
}
