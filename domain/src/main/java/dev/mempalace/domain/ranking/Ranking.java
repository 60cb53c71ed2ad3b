package dev.mempalace.domain.ranking;

import java.util.List;
import java.util.Objects;

/** One leg's hits, best first, and how much weight fusion gives that leg's evidence (0 < weight). */
public record Ranking(Leg leg, double weight, List<ChunkHit> hits) {

    public Ranking {
        Objects.requireNonNull(leg, "leg");
        if (!(weight > 0) || Double.isInfinite(weight)) {
            throw new IllegalArgumentException("weight must be a positive number: " + weight);
        }
        hits = List.copyOf(hits);
    }

    /** A ranking with full weight. */
    public static Ranking of(Leg leg, List<ChunkHit> hits) {
        return new Ranking(leg, 1.0, hits);
    }
}
