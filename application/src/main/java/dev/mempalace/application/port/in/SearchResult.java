package dev.mempalace.application.port.in;

import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.ranking.Leg;
import java.util.List;

/**
 * What a search found, in which mode it actually ran, and what the caller should know about it: whether the
 * hits deserve confidence ({@code confident}: some note holds every query word, or a note is near in meaning),
 * and whether the lexical hits hold every query word ({@code allWords}) or only some.
 */
public record SearchResult(String query, SearchMode mode, List<FusedHit> hits, List<Notice> notices,
        boolean confident, boolean allWords) {

    public SearchResult {
        hits = List.copyOf(hits);
        notices = List.copyOf(notices);
    }

    /** A confident result whose lexical hits hold every query word. */
    public SearchResult(String query, SearchMode mode, List<FusedHit> hits, List<Notice> notices) {
        this(query, mode, hits, notices, true, true);
    }

    /** How the hit matched the query. */
    public Match match(FusedHit hit) {
        if (!hit.legs().containsKey(Leg.LEXICAL)) {
            return Match.MEANING;
        }
        return allWords ? Match.ALL_WORDS : Match.SOME_WORDS;
    }
}
