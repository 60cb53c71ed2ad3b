package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.SearchMode;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What one golden query got in one run: the mode the search really used, the distinct notes, best first, and
 * whether the search called its answer confident.
 */
public record QueryOutcome(GoldenQuery query, SearchMode ranIn, List<String> ranked, boolean confident) {

    /** Recall and zero-hit look at this many notes. */
    public static final int RECALL_DEPTH = 5;

    /** Reciprocal rank and nDCG look at this many notes. */
    public static final int RANK_DEPTH = 10;

    public QueryOutcome {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(ranIn, "ranIn");
        ranked = RetrievalMetrics.distinct(ranked);
    }

    /** An outcome the search was confident of. */
    public QueryOutcome(GoldenQuery query, SearchMode ranIn, List<String> ranked) {
        this(query, ranIn, ranked, true);
    }

    public double recallAt5() {
        return RetrievalMetrics.recall(ranked, relevant(), RECALL_DEPTH);
    }

    public double reciprocalRankAt10() {
        return RetrievalMetrics.reciprocalRank(ranked, relevant(), RANK_DEPTH);
    }

    public double ndcgAt10() {
        return RetrievalMetrics.ndcg(ranked, relevant(), RANK_DEPTH);
    }

    public boolean zeroHit() {
        return RetrievalMetrics.zeroHit(ranked, relevant(), RECALL_DEPTH);
    }

    /** A miss is any query that left a relevant note out of the top five. */
    public boolean missed() {
        return recallAt5() < 1.0;
    }

    public List<String> top5() {
        return ranked.subList(0, Math.min(RECALL_DEPTH, ranked.size()));
    }

    private Set<String> relevant() {
        return Set.copyOf(query.relevant());
    }
}
