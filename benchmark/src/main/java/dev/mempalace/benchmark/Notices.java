package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchResult;
import java.util.List;

/**
 * A search's notices as the benchmark reports them: the facts about the run in plain words. Whether a query
 * matched well is scored per query (the relevance signal), not warned about.
 */
public final class Notices {

    private Notices() {
    }

    public static List<String> describe(SearchResult result) {
        return result.notices().stream().filter(n -> !(n instanceof Notice.NothingMatchedWell))
                .map(Notice::describe).toList();
    }
}
