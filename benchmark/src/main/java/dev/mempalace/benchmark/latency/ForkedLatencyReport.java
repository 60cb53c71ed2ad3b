package dev.mempalace.benchmark.latency;

import dev.mempalace.application.port.in.SearchMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Latency measured in several fresh JVMs: every sample pooled, and each fork's p50 per mode to show the spread. */
public record ForkedLatencyReport(int forks, LatencyReport pooled, Map<SearchMode, List<Double>> forkP50) {

    public ForkedLatencyReport {
        Objects.requireNonNull(pooled, "pooled");
        if (forks < 1) {
            throw new IllegalArgumentException("at least one fork: " + forks);
        }
        forkP50 = Collections.unmodifiableMap(new LinkedHashMap<>(forkP50));
        if (forkP50.values().stream().anyMatch(p50s -> p50s.size() != forks)) {
            throw new IllegalArgumentException("one p50 per fork and mode: " + forkP50);
        }
    }

    /** Pools the forks' samples mode by mode; every fork must have timed the same modes. */
    public static ForkedLatencyReport pool(int queries, int warmupRounds, int rounds, List<List<ModeSamples>> forks) {
        if (forks.isEmpty()) {
            throw new IllegalArgumentException("no fork to pool");
        }
        List<SearchMode> modes = forks.get(0).stream().map(ModeSamples::requested).toList();
        List<LatencyModeReport> pooled = new ArrayList<>();
        Map<SearchMode, List<Double>> forkP50 = new LinkedHashMap<>();
        for (int i = 0; i < modes.size(); i++) {
            List<SearchMode> ranIn = new ArrayList<>();
            List<Long> nanos = new ArrayList<>();
            LinkedHashSet<String> warnings = new LinkedHashSet<>();
            List<Double> p50s = new ArrayList<>();
            for (List<ModeSamples> fork : forks) {
                if (!fork.stream().map(ModeSamples::requested).toList().equals(modes)) {
                    throw new IllegalArgumentException("the forks timed different modes: " + modes);
                }
                ModeSamples samples = fork.get(i);
                ranIn.addAll(samples.searchModes());
                nanos.addAll(samples.nanos());
                warnings.addAll(samples.warnings());
                p50s.add(samples.report().latency().p50());
            }
            pooled.add(new ModeSamples(modes.get(i), ranIn, nanos, List.copyOf(warnings)).report());
            forkP50.put(modes.get(i), p50s);
        }
        return new ForkedLatencyReport(forks.size(), new LatencyReport(queries, warmupRounds, rounds, pooled),
                forkP50);
    }
}
