package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.SearchResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The notes a search answer lists, in the order a reader meets them: each hit's note, then the near duplicates
 * collapsed into it. A collapsed note is scored where it is listed (right under its hit), never at its hit's rank.
 */
public final class ListedNotes {

    private ListedNotes() {
    }

    /** The paths of the answer's notes, in reading order. */
    public static List<String> of(SearchResult result) {
        List<String> listed = new ArrayList<>();
        result.hits().forEach(hit -> {
            listed.add(hit.chunk().path());
            result.duplicates(hit).forEach(duplicate -> listed.add(duplicate.path()));
        });
        return listed;
    }
}
