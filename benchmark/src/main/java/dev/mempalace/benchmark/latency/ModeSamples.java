package dev.mempalace.benchmark.latency;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.ModeRuns;
import java.util.List;
import java.util.Objects;

/** One requested mode's timed searches before summing up: each one's real mode and nanoseconds, and the warnings. */
public record ModeSamples(SearchMode requested, List<SearchMode> searchModes, List<Long> nanos, List<String> warnings)
        implements ModeRuns {

    public ModeSamples {
        Objects.requireNonNull(requested, "requested");
        searchModes = List.copyOf(searchModes);
        nanos = List.copyOf(nanos);
        warnings = List.copyOf(warnings);
        if (nanos.isEmpty() || searchModes.size() != nanos.size()) {
            throw new IllegalArgumentException("one ran-in mode per sample, at least one sample: "
                    + searchModes.size() + " modes for " + nanos.size() + " samples");
        }
        if (nanos.stream().anyMatch(n -> n < 0)) {
            throw new IllegalArgumentException("a sample cannot be negative: " + nanos);
        }
    }

    /** The summary of these samples. */
    public LatencyModeReport report() {
        return new LatencyModeReport(requested, searchModes, LatencyStats.ofNanos(
                nanos.stream().mapToLong(Long::longValue).toArray()), warnings);
    }
}
