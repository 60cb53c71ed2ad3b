package dev.mempalace.benchmark.longmemeval;

import java.util.List;
import java.util.function.Predicate;

/** Scores of a group of questions: the share with any / all answer sessions in the top k, and mean nDCG@10. */
public record LongMemEvalScores(int questions, double recallAny5, double recallAll5, double recallAny10,
        double ndcgAt10) {

    public LongMemEvalScores {
        if (questions < 0) {
            throw new IllegalArgumentException("questions must be >= 0: " + questions);
        }
    }

    /** Averages over the outcomes; an empty group scores zero everywhere. */
    public static LongMemEvalScores of(List<QuestionOutcome> outcomes) {
        if (outcomes.isEmpty()) {
            return new LongMemEvalScores(0, 0, 0, 0, 0);
        }
        int n = outcomes.size();
        return new LongMemEvalScores(n, share(outcomes, o -> o.recallAny(5)), share(outcomes, o -> o.recallAll(5)),
                share(outcomes, o -> o.recallAny(10)),
                outcomes.stream().mapToDouble(QuestionOutcome::ndcgAt10).sum() / n);
    }

    private static double share(List<QuestionOutcome> outcomes, Predicate<QuestionOutcome> hit) {
        return (double) outcomes.stream().filter(hit).count() / outcomes.size();
    }
}
