package dev.mempalace.acceptance.driver;

import java.util.List;

/** What scoring golden queries reported for one mode: how many were scored, Recall@5, and the missed query ids. */
public record BenchOutcome(int queries, double recallAt5, List<String> missed) {

    public BenchOutcome {
        missed = List.copyOf(missed);
    }
}
