package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.in.SearchMode;
import java.util.Objects;

/** Opening the index and answering the first query in one mode (vectors loaded included), in nanoseconds. */
public record ColdStart(SearchMode requested, SearchMode ranIn, long nanos) {

    public ColdStart {
        Objects.requireNonNull(requested, "requested");
        Objects.requireNonNull(ranIn, "ranIn");
        if (nanos < 0) {
            throw new IllegalArgumentException("a cold start takes non-negative time: " + nanos);
        }
    }

    public double millis() {
        return nanos / 1e6;
    }
}
