package dev.mempalace.benchmark;

import dev.mempalace.domain.note.NotePath;
import java.util.List;

/** One golden query: its id, the text asked, the workspace-relative notes that answer it, and its kind. */
public record GoldenQuery(String id, String query, List<String> relevant, String kind) {

    public GoldenQuery {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a golden query needs an id");
        }
        if (query == null || query.isBlank()) {
            throw new IllegalArgumentException("golden query " + id + " has an empty query");
        }
        if (relevant == null || relevant.isEmpty()) {
            throw new IllegalArgumentException("golden query " + id + " names no relevant note");
        }
        relevant = List.copyOf(relevant);
        relevant.forEach(NotePath::check);
        if (kind == null || kind.isBlank()) {
            throw new IllegalArgumentException("golden query " + id + " has no kind");
        }
    }
}
