package dev.mempalace.benchmark.embedding;

import java.util.List;

/**
 * The race of the product's first import against the bare model: each round's figures, the threads a text ran on,
 * and the largest difference between the two's vectors of the same texts.
 */
public record EmbeddingReport(int threads, List<Round> rounds, double largestDifference) {

    public EmbeddingReport {
        rounds = List.copyOf(rounds);
    }

    /** The product's embedding rate over the bare model's, the median over the rounds. */
    public double medianRatio() {
        List<Double> ratios = rounds.stream().map(Round::ratio).sorted().toList();
        int n = ratios.size();
        return n % 2 == 1 ? ratios.get(n / 2) : (ratios.get(n / 2 - 1) + ratios.get(n / 2)) / 2;
    }

    /** One round: which went first, and both runs. */
    public record Round(boolean productFirst, Product product, Bare bare) {

        /** The product's chunks a second over the bare model's. */
        public double ratio() {
            return product.chunksPerSecond() / bare.chunksPerSecond();
        }
    }

    /**
     * A first import by the product: exchanges imported, chunks embedded, each step's time, and of the embedding's
     * the part spent in the model's embed calls.
     */
    public record Product(int exchanges, int chunks, long tokens, long importNanos, long textNanos,
            long embedNanos, long modelNanos) {

        public double chunksPerSecond() {
            return chunks / Math.max(1e-9, embedNanos / 1e9);
        }
    }

    /** The bare model over the same texts. */
    public record Bare(int chunks, long tokens, long nanos) {

        public double chunksPerSecond() {
            return chunks / Math.max(1e-9, nanos / 1e9);
        }
    }
}
