package dev.mempalace.benchmark;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Ranking metrics over note paths, best first, against a non-empty set of relevant notes. A path that comes
 * back twice counts once, at its first rank, so chunk-level duplicates never inflate a score.
 */
public final class RetrievalMetrics {

    private RetrievalMetrics() {
    }

    /** The ranked paths with repeats removed, first occurrence kept. */
    public static List<String> distinct(List<String> ranked) {
        return List.copyOf(new LinkedHashSet<>(ranked));
    }

    /** Fraction of the relevant notes found in the top {@code k} distinct notes. */
    public static double recall(List<String> ranked, Set<String> relevant, int k) {
        check(relevant, k);
        long found = top(ranked, k).stream().filter(relevant::contains).count();
        return (double) found / relevant.size();
    }

    /** 1 / rank of the first relevant note within the top {@code k}, or 0 when none is there. */
    public static double reciprocalRank(List<String> ranked, Set<String> relevant, int k) {
        check(relevant, k);
        List<String> top = top(ranked, k);
        for (int i = 0; i < top.size(); i++) {
            if (relevant.contains(top.get(i))) {
                return 1.0 / (i + 1);
            }
        }
        return 0.0;
    }

    /** Normalised discounted cumulative gain at {@code k} with binary gains (relevant 1, anything else 0). */
    public static double ndcg(List<String> ranked, Set<String> relevant, int k) {
        check(relevant, k);
        List<String> top = top(ranked, k);
        double dcg = 0;
        for (int i = 0; i < top.size(); i++) {
            if (relevant.contains(top.get(i))) {
                dcg += discount(i);
            }
        }
        double ideal = 0;
        for (int i = 0; i < Math.min(k, relevant.size()); i++) {
            ideal += discount(i);
        }
        return dcg / ideal;
    }

    /** True when no relevant note is among the top {@code k}. */
    public static boolean zeroHit(List<String> ranked, Set<String> relevant, int k) {
        return recall(ranked, relevant, k) == 0.0;
    }

    private static double discount(int index) {
        return 1.0 / (Math.log(index + 2) / Math.log(2));
    }

    private static List<String> top(List<String> ranked, int k) {
        List<String> distinct = distinct(ranked);
        return distinct.subList(0, Math.min(k, distinct.size()));
    }

    private static void check(Set<String> relevant, int k) {
        if (relevant.isEmpty()) {
            throw new IllegalArgumentException("a metric needs at least one relevant note");
        }
        if (k < 1) {
            throw new IllegalArgumentException("k must be >= 1: " + k);
        }
    }
}
