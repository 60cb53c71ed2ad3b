package dev.mempalace.benchmark.latency;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.ModeRuns;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One requested mode's cold runs, in-process or through the warm process: where each ran, their wall time, the
 * median of each phase, and the wall time's median as a multiple of each peer's (by the peer's key).
 */
public record ColdModeReport(SearchMode requested, boolean daemon, List<SearchMode> searchModes, WallStats wall,
        Map<String, Double> phaseMedians, Map<String, Double> ratios, List<String> warnings) implements ModeRuns {

    public ColdModeReport {
        Objects.requireNonNull(requested, "requested");
        Objects.requireNonNull(wall, "wall");
        searchModes = List.copyOf(searchModes);
        phaseMedians = Collections.unmodifiableMap(new LinkedHashMap<>(phaseMedians));
        ratios = Collections.unmodifiableMap(new LinkedHashMap<>(ratios));
        warnings = List.copyOf(warnings);
        if (searchModes.size() != wall.count()) {
            throw new IllegalArgumentException("one ran-in mode per run: " + searchModes.size() + " modes for "
                    + wall.count() + " runs");
        }
    }

    /** The mode's name in the report: {@code lexical}, or {@code lexical+daemon} through the warm process. */
    public String label() {
        return requested.label() + (daemon ? "+daemon" : "");
    }
}
