package dev.mempalace.application.port.in;

import dev.mempalace.domain.note.NoteFilter;
import java.util.Objects;
import java.util.Optional;

/**
 * A search: the user's text, how many results, an explicit mode or none (the best the index supports), whether to
 * keep only the best chunk of each note, and which notes may be returned.
 */
public record SearchRequest(String query, int limit, Optional<SearchMode> mode, boolean bestPerNote,
        NoteFilter filter) {

    public static final int MAX_LIMIT = 1000;

    public SearchRequest {
        if (query == null || query.isBlank()) {
            throw new IllegalArgumentException("the query is empty");
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("limit must be between 1 and " + MAX_LIMIT + ": " + limit);
        }
        mode = mode == null ? Optional.empty() : mode;
        Objects.requireNonNull(filter, "filter");
    }

    /** A search over every current note. */
    public SearchRequest(String query, int limit, Optional<SearchMode> mode, boolean bestPerNote) {
        this(query, limit, mode, bestPerNote, NoteFilter.CURRENT);
    }

    /** The default search: best mode, one result per note, every current note. */
    public static SearchRequest of(String query, int limit) {
        return new SearchRequest(query, limit, Optional.empty(), true);
    }
}
