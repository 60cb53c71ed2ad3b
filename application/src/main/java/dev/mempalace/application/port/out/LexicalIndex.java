package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.text.QueryTerms;

/** Full-text search over chunks: strict AND of the query terms, a ranked OR only when AND finds nothing. */
public interface LexicalIndex {

    /**
     * The chunks of notes that pass the filter, best first, for the terms the use case analysed from the query's
     * text (once, the same for every store); each term's phrases are looked for as text, never as query syntax.
     */
    LexicalMatches search(QueryTerms query, int limit, NoteFilter filter);
}
