package dev.mempalace.domain.ranking;

import dev.mempalace.domain.note.Chunk;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Reciprocal Rank Fusion: each leg adds {@code weight / (k + rank)} to every item it ranks. The item is a chunk,
 * or with {@link #fuseNotes} a note, each leg ranked by its best chunk per note. Ties fall to the note path, then
 * the start line, so the same inputs always give the same order.
 */
public final class ReciprocalRankFusion {

    /** The k of the original RRF paper (Cormack et al. 2009). */
    public static final int DEFAULT_K = 60;

    /**
     * The deterministic order of fused hits: fused score, then path, then start line. Written out rather than
     * composed with {@code Comparator.comparingDouble}: the JDK's combinators spin a lambda class each at their first
     * use in a process, which the launchers' class-data archive cannot hold.
     */
    public static final Comparator<FusedHit> ORDER = ReciprocalRankFusion::inOrder;

    private ReciprocalRankFusion() {
    }

    private static int inOrder(FusedHit a, FusedHit b) {
        int byScore = Double.compare(b.score(), a.score());
        if (byScore != 0) {
            return byScore;
        }
        int byPath = a.chunk().path().compareTo(b.chunk().path());
        return byPath != 0 ? byPath : Integer.compare(a.chunk().startLine(), b.chunk().startLine());
    }

    /** Fuses the rankings chunk by chunk with k = 60. */
    public static List<FusedHit> fuse(List<Ranking> rankings) {
        return fuse(rankings, DEFAULT_K);
    }

    /** Fuses the rankings chunk by chunk; a chunk ranked twice by one leg counts at its best rank only. */
    public static List<FusedHit> fuse(List<Ranking> rankings, int k) {
        return fuse(rankings, k, Chunk::key);
    }

    /**
     * Fuses the rankings note by note with k = 60: each leg's ranking becomes its best chunk per note, so a note
     * that every leg ranks first is first. The hit keeps the lexical leg's chunk when that leg found the note.
     */
    public static List<FusedHit> fuseNotes(List<Ranking> rankings) {
        return fuse(rankings.stream().map(Ranking::bestPerNote).toList(), DEFAULT_K, Chunk::path);
    }

    private static List<FusedHit> fuse(List<Ranking> rankings, int k, Function<Chunk, String> item) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be >= 1: " + k);
        }
        Map<String, Accumulator> byItem = new LinkedHashMap<>();
        for (Ranking ranking : rankings) {
            int rank = 0;
            for (ChunkHit hit : ranking.hits()) {
                rank++;
                Accumulator acc = byItem.computeIfAbsent(item.apply(hit.chunk()), key -> new Accumulator(hit));
                if (!acc.legs.containsKey(ranking.leg())) {
                    acc.legs.put(ranking.leg(), new LegScore(rank, hit.score(), ranking.weight() / (k + rank)));
                    if (ranking.leg() == Leg.LEXICAL) {
                        acc.first = hit;
                    }
                }
            }
        }
        List<FusedHit> fused = new ArrayList<>(byItem.size());
        for (Accumulator acc : byItem.values()) {
            fused.add(new FusedHit(acc.first.chunk(), acc.first.snippet(), acc.first.retired(), acc.legs, 0,
                    acc.first.session()));
        }
        fused.sort(ORDER);
        return fused;
    }

    private static final class Accumulator {
        private final Map<Leg, LegScore> legs = new EnumMap<>(Leg.class);
        private ChunkHit first;

        private Accumulator(ChunkHit first) {
            this.first = first;
        }
    }
}
