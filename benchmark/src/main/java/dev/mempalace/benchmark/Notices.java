package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchResult;
import java.util.List;

/**
 * A search's notices as the benchmark reports them: the facts about the run in plain words. Whether a query
 * matched well, or at all, is scored per query (the relevance signal), not warned about.
 */
public final class Notices {

    private Notices() {
    }

    public static List<String> describe(SearchResult result) {
        return result.notices().stream().filter(n -> !aboutTheMatch(n)).map(Notice::describe).toList();
    }

    /** A notice on how well this one query matched (or why nothing did), which the scores already tell. */
    private static boolean aboutTheMatch(Notice notice) {
        return notice instanceof Notice.NothingMatchedWell || notice instanceof Notice.NothingMatched
                || notice instanceof Notice.FilterLeftNothing || notice instanceof Notice.MemoryEmpty;
    }
}
