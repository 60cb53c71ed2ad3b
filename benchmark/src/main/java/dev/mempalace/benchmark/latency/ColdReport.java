package dev.mempalace.benchmark.latency;

import dev.mempalace.application.port.in.SearchMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Cold search processes per mode: how many queries they took turns with, how they were started, and the modes. */
public record ColdReport(int queries, int runs, String process, List<ColdModeReport> modes) {

    public ColdReport {
        Objects.requireNonNull(process, "process");
        if (queries < 1 || runs < 1) {
            throw new IllegalArgumentException("a cold run needs queries and runs: " + queries + ", " + runs);
        }
        modes = List.copyOf(modes);
    }

    /** Groups runs by the mode asked, in the order the modes first ran; a phase's median is over the runs with it. */
    public static ColdReport of(int queries, int runs, String process, List<ColdRun> results) {
        Map<SearchMode, List<ColdRun>> byMode = new LinkedHashMap<>();
        results.forEach(r -> byMode.computeIfAbsent(r.requested(), m -> new ArrayList<>()).add(r));
        List<ColdModeReport> modes = new ArrayList<>();
        byMode.forEach((mode, list) -> modes.add(new ColdModeReport(mode, list.stream().map(ColdRun::ranIn).toList(),
                WallStats.ofNanos(list.stream().mapToLong(ColdRun::wallNanos).toArray()), phaseMedians(list),
                list.stream().flatMap(r -> r.warnings().stream()).distinct().toList())));
        return new ColdReport(queries, runs, process, modes);
    }

    private static Map<String, Double> phaseMedians(List<ColdRun> runs) {
        LinkedHashSet<String> phases = new LinkedHashSet<>();
        runs.forEach(r -> phases.addAll(r.phaseMillis().keySet()));
        Map<String, Double> medians = new LinkedHashMap<>();
        for (String phase : phases) {
            medians.put(phase, WallStats.median(runs.stream().filter(r -> r.phaseMillis().containsKey(phase))
                    .mapToDouble(r -> r.phaseMillis().get(phase)).toArray()));
        }
        return medians;
    }
}
