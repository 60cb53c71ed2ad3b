package dev.mempalace.benchmark.longmemeval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.SearchMode;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Session-level recall_any, recall_all and binary nDCG, hand-computed. */
class QuestionOutcomeTest {

    private static final double LOG2_3 = Math.log(3) / Math.log(2);

    @Test
    void oneOfTwoAnswersInTheTopFive() {
        QuestionOutcome o = outcome(List.of("x1", "a", "x2", "x2", "x3", "x4", "b"), Set.of("a", "b"));

        assertTrue(o.recallAny(5));
        assertFalse(o.recallAll(5), "b is sixth once the repeated x2 counts once");
        assertTrue(o.recallAll(10));
        assertEquals((1 / LOG2_3 + 1 / (Math.log(7) / Math.log(2))) / (1 + 1 / LOG2_3), o.ndcgAt10(), 1e-12);
    }

    @Test
    void noAnswerFoundScoresNothing() {
        QuestionOutcome o = outcome(List.of("x1", "x2"), Set.of("a"));

        assertFalse(o.recallAny(5));
        assertFalse(o.recallAll(10));
        assertEquals(0.0, o.ndcgAt10());
    }

    @Test
    void scoresAverageOverQuestions() {
        LongMemEvalScores s = LongMemEvalScores.of(List.of(outcome(List.of("a"), Set.of("a")),
                outcome(List.of("x", "a"), Set.of("a", "b")), outcome(List.of(), Set.of("a"))));

        assertEquals(3, s.questions());
        assertEquals(2 / 3.0, s.recallAny5(), 1e-12);
        assertEquals(1 / 3.0, s.recallAll5(), 1e-12);
        assertEquals(2 / 3.0, s.recallAny10(), 1e-12);
        assertEquals((1 + (1 / LOG2_3) / (1 + 1 / LOG2_3)) / 3, s.ndcgAt10(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> outcome(List.of("a"), Set.of()));
    }

    private static QuestionOutcome outcome(List<String> ranked, Set<String> answers) {
        return new QuestionOutcome("q", "t", SearchMode.LEXICAL, ranked, answers, true);
    }
}
