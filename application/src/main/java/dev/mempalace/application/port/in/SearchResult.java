package dev.mempalace.application.port.in;

import dev.mempalace.domain.ranking.FusedHit;
import java.util.List;

/** What a search found, in which mode it actually ran, and what the caller should know about it. */
public record SearchResult(String query, SearchMode mode, List<FusedHit> hits, List<Notice> notices) {

    public SearchResult {
        hits = List.copyOf(hits);
        notices = List.copyOf(notices);
    }
}
