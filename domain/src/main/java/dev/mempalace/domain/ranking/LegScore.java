package dev.mempalace.domain.ranking;

/**
 * Where one leg placed a hit: its 1-based rank and raw score in that leg, and the term it adds to the fused
 * score ({@code weight / (k + rank)}).
 */
public record LegScore(int rank, double score, double contribution) {

    public LegScore {
        if (rank < 1) {
            throw new IllegalArgumentException("rank is 1-based: " + rank);
        }
    }
}
