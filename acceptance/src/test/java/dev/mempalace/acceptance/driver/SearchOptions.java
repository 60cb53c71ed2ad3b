package dev.mempalace.acceptance.driver;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.domain.note.NoteFilter;
import java.util.Optional;

/** How to search: at most {@code limit} results, in an explicit mode or the best available one. */
public record SearchOptions(int limit, Optional<SearchMode> mode, NoteFilter filter) {

    /** The defaults of the command line: ten results, the best mode the index supports. */
    public static SearchOptions defaults() {
        return new SearchOptions(10, Optional.empty(), NoteFilter.CURRENT);
    }

    public static SearchOptions in(SearchMode mode) {
        return new SearchOptions(10, Optional.of(mode), NoteFilter.CURRENT);
    }

    /** The same search over the notes {@code filter} lets through. */
    public SearchOptions filtered(NoteFilter other) {
        return new SearchOptions(limit, mode, other);
    }
}
