package dev.mempalace.benchmark.embedding;

import java.util.Locale;

/** Renders the embedding race for a person: a line per round, then the median ratio. */
public final class EmbeddingTable {

    private EmbeddingTable() {
    }

    public static String render(EmbeddingReport r) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "embedding: the product's first import against the bare model (%d threads a text)%n%n"
                        + "round  first    exchanges  chunks  product chunks/s  in the model  bare chunks/s  ratio%n",
                r.threads()));
        for (int i = 0; i < r.rounds().size(); i++) {
            EmbeddingReport.Round round = r.rounds().get(i);
            out.append(String.format(Locale.ROOT, "%5d  %-7s  %9d  %6d  %16.1f  %11.0f%%  %13.1f  %5.3f%n",
                    i + 1, round.productFirst() ? "product" : "bare", round.product().exchanges(),
                    round.product().chunks(), round.product().chunksPerSecond(),
                    100.0 * round.product().modelNanos() / Math.max(1, round.product().embedNanos()),
                    round.bare().chunksPerSecond(), round.ratio()));
        }
        out.append(String.format(Locale.ROOT, "%nmedian ratio %.3f; largest difference of a vector component %.3g%n",
                r.medianRatio(), r.largestDifference()));
        return out.toString();
    }
}
