package dev.mempalace.benchmark.latency;

import dev.mempalace.application.port.in.SearchMode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One cold search process: the mode asked and run, whether the warm process answered it, its wall time seen by the
 * parent, and its own phase times.
 */
public record ColdRun(SearchMode requested, boolean daemon, SearchMode ranIn, long wallNanos,
        Map<String, Double> phaseMillis, List<String> warnings) {

    public ColdRun {
        Objects.requireNonNull(requested, "requested");
        Objects.requireNonNull(ranIn, "ranIn");
        if (wallNanos < 0) {
            throw new IllegalArgumentException("wall time cannot be negative: " + wallNanos);
        }
        phaseMillis = Collections.unmodifiableMap(new LinkedHashMap<>(phaseMillis));
        if (phaseMillis.values().stream().anyMatch(m -> m == null || m < 0)) {
            throw new IllegalArgumentException("phase times must be >= 0: " + phaseMillis);
        }
        warnings = List.copyOf(warnings);
    }
}
