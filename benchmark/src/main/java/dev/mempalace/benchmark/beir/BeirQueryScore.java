package dev.mempalace.benchmark.beir;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.RetrievalMetrics;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/** One BEIR query's scores in one run, and the mode its search really ran in. */
public record BeirQueryScore(String queryId, SearchMode ranIn, double ndcgAt10, double recallAt100, double mrrAt10) {

    public BeirQueryScore {
        Objects.requireNonNull(queryId, "queryId");
        Objects.requireNonNull(ranIn, "ranIn");
    }

    /** Scores a ranking of document ids, best first, against the query's graded judgements. */
    public static BeirQueryScore of(String queryId, SearchMode ranIn, List<String> ranked,
            Map<String, Integer> grades) {
        Set<String> relevant = grades.entrySet().stream().filter(e -> e.getValue() > 0).map(Map.Entry::getKey)
                .collect(Collectors.toSet());
        return new BeirQueryScore(queryId, ranIn, GradedNdcg.at(ranked, grades, 10),
                RetrievalMetrics.recall(ranked, relevant, 100), RetrievalMetrics.reciprocalRank(ranked, relevant, 10));
    }
}
