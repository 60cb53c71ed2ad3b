package dev.mempalace.benchmark.longmemeval;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.RetrievalMetrics;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What one question got in one run: the mode its search really ran in, the session ids found, best first, and
 * whether the search called its answer confident.
 */
public record QuestionOutcome(String questionId, String type, SearchMode ranIn, List<String> ranked,
        Set<String> answers, boolean confident) {

    public QuestionOutcome {
        Objects.requireNonNull(questionId, "questionId");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(ranIn, "ranIn");
        ranked = RetrievalMetrics.distinct(ranked);
        answers = Set.copyOf(answers);
        if (answers.isEmpty()) {
            throw new IllegalArgumentException("question " + questionId + " names no answer session");
        }
    }

    /** True when some answer session is among the top {@code k}. */
    public boolean recallAny(int k) {
        return !RetrievalMetrics.zeroHit(ranked, answers, k);
    }

    /** True when every answer session is among the top {@code k}. */
    public boolean recallAll(int k) {
        return RetrievalMetrics.recall(ranked, answers, k) == 1.0;
    }

    /** Binary nDCG at 10 over the answer sessions. */
    public double ndcgAt10() {
        return RetrievalMetrics.ndcg(ranked, answers, 10);
    }
}
