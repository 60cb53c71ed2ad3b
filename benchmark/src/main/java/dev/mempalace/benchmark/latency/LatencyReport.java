package dev.mempalace.benchmark.latency;

import java.util.List;

/** The result of a latency run: how many queries, warm-up and timed rounds, and one report per requested mode. */
public record LatencyReport(int queries, int warmupRounds, int rounds, List<LatencyModeReport> modes) {

    public LatencyReport {
        if (queries < 1 || warmupRounds < 0 || rounds < 1) {
            throw new IllegalArgumentException("a latency run needs queries and rounds: " + queries + " queries, "
                    + warmupRounds + " warm-up, " + rounds + " rounds");
        }
        modes = List.copyOf(modes);
    }
}
