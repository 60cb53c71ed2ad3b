package dev.mempalace.benchmark.beir;

import dev.mempalace.benchmark.RetrievalMetrics;
import java.util.List;
import java.util.Map;

/**
 * nDCG at k with graded gains, as trec_eval's {@code ndcg_cut} computes it for BEIR: the gain of a document is its
 * judged score (unjudged or non-positive: none), discounted by log2(rank + 1); the ideal ranking sorts the judged
 * scores. A query without a relevant document scores zero.
 */
public final class GradedNdcg {

    private GradedNdcg() {
    }

    public static double at(List<String> ranked, Map<String, Integer> grades, int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be >= 1: " + k);
        }
        List<String> distinct = RetrievalMetrics.distinct(ranked);
        double dcg = 0;
        for (int i = 0; i < Math.min(k, distinct.size()); i++) {
            dcg += Math.max(0, grades.getOrDefault(distinct.get(i), 0)) * discount(i);
        }
        List<Integer> ideal = grades.values().stream().filter(g -> g > 0).sorted((a, b) -> b - a).toList();
        double best = 0;
        for (int i = 0; i < Math.min(k, ideal.size()); i++) {
            best += ideal.get(i) * discount(i);
        }
        return best == 0 ? 0 : dcg / best;
    }

    private static double discount(int index) {
        return 1.0 / (Math.log(index + 2) / Math.log(2));
    }
}
