package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchResult;
import java.util.List;

/** A search's notices as the benchmark reports them: the facts in plain words. */
public final class Notices {

    private Notices() {
    }

    public static List<String> describe(SearchResult result) {
        return result.notices().stream().map(Notice::describe).toList();
    }
}
