package dev.mempalace.benchmark.beir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mempalace.application.port.in.SearchMode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Graded nDCG against hand-computed values (gain = grade, discount 1 / log2(rank + 1)). */
class GradedNdcgTest {

    private static final double LOG2_3 = Math.log(3) / Math.log(2);
    private static final Map<String, Integer> GRADES = Map.of("a", 2, "b", 1, "c", 0, "d", 3);

    @Test
    void gradesWeighTheGainAndTheIdealSortsThem() {
        double dcg = 1 + 2 / LOG2_3;
        double ideal = 3 + 2 / LOG2_3 + 1 / 2.0;
        assertEquals(dcg / ideal, GradedNdcg.at(List.of("b", "a", "c", "x"), GRADES, 10), 1e-12);
        assertEquals(0.474995, GradedNdcg.at(List.of("b", "a", "c", "x"), GRADES, 10), 1e-6);
    }

    @Test
    void theCutOffAppliesToBothRankingAndIdeal() {
        assertEquals(1 / 3.0, GradedNdcg.at(List.of("b", "a"), GRADES, 1), 1e-12);
        assertEquals(1.0, GradedNdcg.at(List.of("d", "a", "b"), GRADES, 2), 1e-12);
    }

    @Test
    void aRepeatedDocumentCountsOnceAtItsFirstRank() {
        assertEquals(GradedNdcg.at(List.of("a", "b"), GRADES, 10), GradedNdcg.at(List.of("a", "a", "b"), GRADES, 10));
    }

    @Test
    void noRelevantDocumentScoresZeroAndABadCutOffIsRefused() {
        assertEquals(0.0, GradedNdcg.at(List.of("c"), Map.of("c", 0), 10));
        assertEquals(0.0, GradedNdcg.at(List.of(), GRADES, 10));
        assertThrows(IllegalArgumentException.class, () -> GradedNdcg.at(List.of("a"), GRADES, 0));
    }

    @Test
    void aQueryScoreCombinesNdcgRecallAndReciprocalRank() {
        BeirQueryScore score = BeirQueryScore.of("q", SearchMode.LEXICAL,
                List.of("x", "b", "y", "a"), GRADES);
        assertEquals((1 / LOG2_3 + 2 / Math.log(5) * Math.log(2)) / (3 + 2 / LOG2_3 + 0.5), score.ndcgAt10(), 1e-12);
        assertEquals(2 / 3.0, score.recallAt100(), 1e-12);
        assertEquals(0.5, score.mrrAt10(), 1e-12);
    }
}
