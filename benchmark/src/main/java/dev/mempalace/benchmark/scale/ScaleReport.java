package dev.mempalace.benchmark.scale;

import java.util.List;

/** The scale run: its seed, query count and rounds, and one report per corpus size, smallest first. */
public record ScaleReport(long seed, int queries, int warmupRounds, int rounds, List<SizeReport> sizes) {

    /** Said in every table and JSON report: the vectors carry no meaning, so only the timings do. */
    public static final String VECTORS = "synthetic: random unit 384-d vectors; timing only, not retrieval quality";

    public ScaleReport {
        if (queries < 1 || warmupRounds < 0 || rounds < 1) {
            throw new IllegalArgumentException("a scale run needs queries and rounds: " + queries + ", "
                    + warmupRounds + ", " + rounds);
        }
        sizes = List.copyOf(sizes);
    }
}
