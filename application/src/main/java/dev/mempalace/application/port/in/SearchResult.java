package dev.mempalace.application.port.in;

import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.ranking.Leg;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a search found, in which mode it actually ran, and what the caller should know about it: whether the
 * hits deserve confidence ({@code confident}: some note holds every query word, or a note is near in meaning),
 * and which notes hold every query word in one chunk ({@code allWords}); the other lexical hits hold some; and,
 * by a hit's path, the near duplicates collapsed into it ({@code duplicates}), best first.
 */
public record SearchResult(String query, SearchMode mode, List<FusedHit> hits, List<Notice> notices,
        boolean confident, Set<String> allWords, Map<String, List<Similar>> duplicates) {

    public SearchResult {
        hits = List.copyOf(hits);
        notices = List.copyOf(notices);
        allWords = Set.copyOf(allWords);
        duplicates = Map.copyOf(duplicates);
    }

    /** A result in which no hit was collapsed into another. */
    public SearchResult(String query, SearchMode mode, List<FusedHit> hits, List<Notice> notices,
            boolean confident, Set<String> allWords) {
        this(query, mode, hits, notices, confident, allWords, Map.of());
    }

    /** The near duplicates collapsed into the hit, best first; none for most hits. */
    public List<Similar> duplicates(FusedHit hit) {
        return duplicates.getOrDefault(hit.chunk().path(), List.of());
    }

    /** How the hit matched the query. */
    public Match match(FusedHit hit) {
        if (!hit.legs().containsKey(Leg.LEXICAL)) {
            return Match.MEANING;
        }
        return allWords.contains(hit.chunk().path()) ? Match.ALL_WORDS : Match.SOME_WORDS;
    }
}
