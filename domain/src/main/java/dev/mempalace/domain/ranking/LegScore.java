package dev.mempalace.domain.ranking;

/** Where one leg placed a hit: its 1-based rank and raw score in that leg. */
public record LegScore(int rank, double score) {

    public LegScore {
        if (rank < 1) {
            throw new IllegalArgumentException("rank is 1-based: " + rank);
        }
    }
}
