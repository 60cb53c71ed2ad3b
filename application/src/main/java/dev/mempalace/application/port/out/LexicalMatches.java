package dev.mempalace.application.port.out;

import dev.mempalace.domain.ranking.ChunkHit;
import java.util.List;

/**
 * The lexical leg's answer: chunks best first, and whether every query term had to match ({@code allTerms})
 * or the index fell back to a ranked match on any term.
 */
public record LexicalMatches(List<ChunkHit> hits, boolean allTerms) {

    public LexicalMatches {
        hits = List.copyOf(hits);
    }
}
