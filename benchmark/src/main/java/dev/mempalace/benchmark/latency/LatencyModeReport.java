package dev.mempalace.benchmark.latency;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.ModeRuns;
import java.util.List;
import java.util.Objects;

/** One requested mode's timed searches: the mode each really ran in, their latency, and their distinct warnings. */
public record LatencyModeReport(SearchMode requested, List<SearchMode> searchModes, LatencyStats latency,
        List<String> warnings) implements ModeRuns {

    public LatencyModeReport {
        Objects.requireNonNull(requested, "requested");
        Objects.requireNonNull(latency, "latency");
        searchModes = List.copyOf(searchModes);
        warnings = List.copyOf(warnings);
        if (searchModes.size() != latency.count()) {
            throw new IllegalArgumentException("one ran-in mode per timed search: " + searchModes.size()
                    + " modes for " + latency.count() + " samples");
        }
    }
}
