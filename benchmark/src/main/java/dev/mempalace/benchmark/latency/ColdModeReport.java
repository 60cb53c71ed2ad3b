package dev.mempalace.benchmark.latency;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.ModeRuns;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** One requested mode's cold runs: where each ran, their wall time, and the median of each phase. */
public record ColdModeReport(SearchMode requested, List<SearchMode> searchModes, WallStats wall,
        Map<String, Double> phaseMedians, List<String> warnings) implements ModeRuns {

    public ColdModeReport {
        Objects.requireNonNull(requested, "requested");
        Objects.requireNonNull(wall, "wall");
        searchModes = List.copyOf(searchModes);
        phaseMedians = Collections.unmodifiableMap(new LinkedHashMap<>(phaseMedians));
        warnings = List.copyOf(warnings);
        if (searchModes.size() != wall.count()) {
            throw new IllegalArgumentException("one ran-in mode per run: " + searchModes.size() + " modes for "
                    + wall.count() + " runs");
        }
    }
}
