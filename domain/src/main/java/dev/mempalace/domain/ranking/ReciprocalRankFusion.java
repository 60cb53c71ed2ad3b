package dev.mempalace.domain.ranking;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reciprocal Rank Fusion: each leg adds {@code weight / (k + rank)} to every chunk it ranks. Ties fall to the
 * note path, then the start line, so the same inputs always give the same order.
 */
public final class ReciprocalRankFusion {

    /** The k of the original RRF paper (Cormack et al. 2009). */
    public static final int DEFAULT_K = 60;

    /** The deterministic order of fused hits: fused score, then path, then start line. */
    public static final Comparator<FusedHit> ORDER = Comparator.comparingDouble(FusedHit::score).reversed()
            .thenComparing(h -> h.chunk().path())
            .thenComparingInt(h -> h.chunk().startLine());

    private ReciprocalRankFusion() {
    }

    /** Fuses the rankings with k = 60. */
    public static List<FusedHit> fuse(List<Ranking> rankings) {
        return fuse(rankings, DEFAULT_K);
    }

    /** Fuses the rankings; a chunk ranked twice by one leg counts at its best rank only. */
    public static List<FusedHit> fuse(List<Ranking> rankings, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be >= 1: " + k);
        }
        Map<String, Accumulator> byChunk = new LinkedHashMap<>();
        for (Ranking ranking : rankings) {
            int rank = 0;
            for (ChunkHit hit : ranking.hits()) {
                rank++;
                Accumulator acc = byChunk.computeIfAbsent(hit.chunk().key(), key -> new Accumulator(hit));
                if (!acc.legs.containsKey(ranking.leg())) {
                    acc.legs.put(ranking.leg(), new LegScore(rank, hit.score()));
                    acc.score += ranking.weight() / (k + rank);
                    if (ranking.leg() == Leg.LEXICAL) {
                        acc.first = hit;
                    }
                }
            }
        }
        List<FusedHit> fused = new ArrayList<>(byChunk.size());
        for (Accumulator acc : byChunk.values()) {
            fused.add(new FusedHit(acc.first.chunk(), acc.first.snippet(), acc.first.retired(), acc.score, acc.legs));
        }
        fused.sort(ORDER);
        return fused;
    }

    private static final class Accumulator {
        private final Map<Leg, LegScore> legs = new EnumMap<>(Leg.class);
        private ChunkHit first;
        private double score;

        private Accumulator(ChunkHit first) {
            this.first = first;
        }
    }
}
