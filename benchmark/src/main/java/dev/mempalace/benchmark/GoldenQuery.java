package dev.mempalace.benchmark;

import dev.mempalace.domain.note.NotePath;
import java.util.List;

/**
 * One golden query: its id, the text asked, the workspace-relative notes that answer it (none for a query the
 * workspace cannot answer, which only the relevance signal is scored on), and its kind.
 */
public record GoldenQuery(String id, String query, List<String> relevant, String kind) {

    public GoldenQuery {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a golden query needs an id");
        }
        if (query == null || query.isBlank()) {
            throw new IllegalArgumentException("golden query " + id + " has an empty query");
        }
        if (relevant == null) {
            throw new IllegalArgumentException("golden query " + id + " has no relevant list (use [] when none)");
        }
        relevant = List.copyOf(relevant);
        relevant.forEach(NotePath::check);
        if (kind == null || kind.isBlank()) {
            throw new IllegalArgumentException("golden query " + id + " has no kind");
        }
    }

    /** Whether some note of the workspace answers the query. */
    public boolean answerable() {
        return !relevant.isEmpty();
    }
}
