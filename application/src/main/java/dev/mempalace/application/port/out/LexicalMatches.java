package dev.mempalace.application.port.out;

import dev.mempalace.domain.ranking.ChunkHit;
import java.util.List;

/**
 * The lexical leg's answer: chunks best first, of which the first {@code holdingAll} hold every query term and
 * the rest only some (the ranked match on any term that fills the list when too few chunks hold them all); and
 * whether the terms carry meaning ({@code meaningful}), false when the query held only common words such as
 * "the" or "of", which match nearly every note.
 */
public record LexicalMatches(List<ChunkHit> hits, int holdingAll, boolean meaningful) {

    public LexicalMatches {
        hits = List.copyOf(hits);
        if (holdingAll < 0 || holdingAll > hits.size()) {
            throw new IllegalArgumentException("holdingAll must be between 0 and " + hits.size() + ": " + holdingAll);
        }
    }

    /** Whether the hits, if any, begin with chunks holding every term. */
    public boolean allTerms() {
        return holdingAll > 0 || hits.isEmpty();
    }

    /** The leading hits that hold every term. */
    public List<ChunkHit> holdingAllTerms() {
        return hits.subList(0, holdingAll);
    }

    /** Some chunk holds every meaningful query term. */
    public boolean matchedAllWords() {
        return holdingAll > 0 && meaningful;
    }
}
