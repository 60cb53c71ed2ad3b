package dev.mempalace.domain.ranking;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

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

    /** The best chunk of each note, in this ranking's order, with the same leg and weight. */
    public Ranking bestPerNote() {
        return new Ranking(leg, weight, bestPerNote(hits));
    }

    /** The best chunk of each note, in the given order. */
    public static List<ChunkHit> bestPerNote(List<ChunkHit> hits) {
        Set<String> seen = new HashSet<>();
        List<ChunkHit> best = new ArrayList<>();
        for (ChunkHit hit : hits) {
            if (seen.add(hit.chunk().path())) {
                best.add(hit);
            }
        }
        return best;
    }
}
