package dev.mempalace.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class RetrievalMetricsTest {

    private static final double EPS = 1e-9;

    @Test
    void recallCountsTheRelevantNotesInTheTopK() {
        List<String> ranked = List.of("a", "x", "b", "y", "z", "c");
        assertEquals(2.0 / 3, RetrievalMetrics.recall(ranked, Set.of("a", "b", "c"), 5), EPS);
        assertEquals(1.0, RetrievalMetrics.recall(ranked, Set.of("a", "b", "c"), 6), EPS);
        assertEquals(1.0 / 3, RetrievalMetrics.recall(ranked, Set.of("a", "b", "c"), 1), EPS);
    }

    @Test
    void aRepeatedPathCountsOnceAtItsFirstRank() {
        List<String> ranked = List.of("x", "x", "y", "y", "z", "a");
        assertEquals(List.of("x", "y", "z", "a"), RetrievalMetrics.distinct(ranked));
        assertEquals(1.0, RetrievalMetrics.recall(ranked, Set.of("a"), 5), EPS);
        assertEquals(0.25, RetrievalMetrics.reciprocalRank(ranked, Set.of("a"), 10), EPS);
        assertEquals(1.0, RetrievalMetrics.recall(List.of("a", "a", "a"), Set.of("a"), 5), EPS);
        assertEquals(0.5, RetrievalMetrics.recall(List.of("a", "a", "a"), Set.of("a", "b"), 5), EPS);
    }

    @Test
    void reciprocalRankIsOneOverTheFirstRelevantRank() {
        assertEquals(1.0, RetrievalMetrics.reciprocalRank(List.of("a", "b"), Set.of("a", "b"), 10), EPS);
        assertEquals(1.0 / 3, RetrievalMetrics.reciprocalRank(List.of("x", "y", "b", "a"), Set.of("a", "b"), 10),
                EPS);
    }

    @Test
    void aRelevantNoteBeyondRankTenScoresNothing() {
        List<String> ranked = new ArrayList<>(IntStream.rangeClosed(1, 10).mapToObj(i -> "n" + i).toList());
        ranked.add("a");
        assertEquals(0.0, RetrievalMetrics.reciprocalRank(ranked, Set.of("a"), 10), EPS);
        assertEquals(0.0, RetrievalMetrics.ndcg(ranked, Set.of("a"), 10), EPS);
        assertEquals(0.0, RetrievalMetrics.recall(ranked, Set.of("a"), 5), EPS);
        assertTrue(RetrievalMetrics.zeroHit(ranked, Set.of("a"), 5));
        assertEquals(1.0 / 11, RetrievalMetrics.reciprocalRank(ranked, Set.of("a"), 11), EPS);
    }

    @Test
    void ndcgDiscountsBinaryGainsByLogOfRank() {
        // DCG = 1/log2(3) + 1/log2(5) = 1.0616; ideal = 1 + 1/log2(3) = 1.6309.
        assertEquals(0.650920930, RetrievalMetrics.ndcg(List.of("x", "a", "y", "b"), Set.of("a", "b"), 10), 1e-8);
        assertEquals(0.5, RetrievalMetrics.ndcg(List.of("x", "y", "a"), Set.of("a"), 10), EPS);
        assertEquals(1.0, RetrievalMetrics.ndcg(List.of("b", "a", "x"), Set.of("a", "b"), 10), EPS);
    }

    @Test
    void ndcgIdealIsCappedAtK() {
        List<String> ranked = IntStream.rangeClosed(1, 12).mapToObj(i -> "n" + i).toList();
        assertEquals(1.0, RetrievalMetrics.ndcg(ranked, Set.copyOf(ranked), 10), EPS);
    }

    @Test
    void emptyResultsScoreZeroAndAreAZeroHit() {
        assertEquals(0.0, RetrievalMetrics.recall(List.of(), Set.of("a"), 5), EPS);
        assertEquals(0.0, RetrievalMetrics.reciprocalRank(List.of(), Set.of("a"), 10), EPS);
        assertEquals(0.0, RetrievalMetrics.ndcg(List.of(), Set.of("a"), 10), EPS);
        assertTrue(RetrievalMetrics.zeroHit(List.of(), Set.of("a"), 5));
    }

    @Test
    void zeroHitLooksOnlyAtTheTopK() {
        List<String> ranked = List.of("v", "w", "x", "y", "z", "a");
        assertTrue(RetrievalMetrics.zeroHit(ranked, Set.of("a"), 5));
        assertFalse(RetrievalMetrics.zeroHit(ranked, Set.of("a"), 6));
    }

    @Test
    void refusesAnEmptyRelevantSetAndANonPositiveK() {
        assertThrows(IllegalArgumentException.class, () -> RetrievalMetrics.recall(List.of("a"), Set.of(), 5));
        assertThrows(IllegalArgumentException.class, () -> RetrievalMetrics.ndcg(List.of("a"), Set.of("a"), 0));
    }
}
