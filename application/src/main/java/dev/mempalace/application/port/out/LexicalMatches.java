package dev.mempalace.application.port.out;

import dev.mempalace.domain.ranking.ChunkHit;
import java.util.List;

/**
 * The lexical leg's answer: chunks best first; whether every query term had to match ({@code allTerms}) or the
 * index fell back to a ranked match on any term; and whether the terms carry meaning ({@code meaningful}), false
 * when the query held only common words such as "the" or "of", which match nearly every note.
 */
public record LexicalMatches(List<ChunkHit> hits, boolean allTerms, boolean meaningful) {

    public LexicalMatches {
        hits = List.copyOf(hits);
    }

    /** An answer to a query with meaningful terms. */
    public LexicalMatches(List<ChunkHit> hits, boolean allTerms) {
        this(hits, allTerms, true);
    }

    /** Some chunk holds every meaningful query term. */
    public boolean matchedAllWords() {
        return allTerms && meaningful && !hits.isEmpty();
    }
}
