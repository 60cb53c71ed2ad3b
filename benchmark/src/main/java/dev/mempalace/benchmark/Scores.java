package dev.mempalace.benchmark;

import java.util.List;

/** Macro-averaged scores of a group of queries, and how many of them found nothing relevant in the top five. */
public record Scores(int queries, double recallAt5, double mrrAt10, double ndcgAt10, int zeroHits) {

    public Scores {
        if (queries < 0 || zeroHits < 0 || zeroHits > queries) {
            throw new IllegalArgumentException("bad counts: " + zeroHits + " zero-hit of " + queries);
        }
    }

    /** Averages over the outcomes; an empty group scores zero everywhere. */
    public static Scores of(List<QueryOutcome> outcomes) {
        if (outcomes.isEmpty()) {
            return new Scores(0, 0, 0, 0, 0);
        }
        int n = outcomes.size();
        return new Scores(n,
                outcomes.stream().mapToDouble(QueryOutcome::recallAt5).sum() / n,
                outcomes.stream().mapToDouble(QueryOutcome::reciprocalRankAt10).sum() / n,
                outcomes.stream().mapToDouble(QueryOutcome::ndcgAt10).sum() / n,
                (int) outcomes.stream().filter(QueryOutcome::zeroHit).count());
    }
}
