package dev.mempalace.benchmark.latency;

import dev.mempalace.application.port.in.SearchMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Cold search processes per mode: how many queries they took turns with, how they were started, the modes (each
 * in-process and, with a warm process, through it), the peers timed beside them and the warm process's figures
 * (null without one).
 */
public record ColdReport(int queries, int runs, String process, List<ColdModeReport> modes, List<ColdPeer> peers,
        DaemonFigures daemon) {

    public ColdReport {
        Objects.requireNonNull(process, "process");
        if (queries < 1 || runs < 1) {
            throw new IllegalArgumentException("a cold run needs queries and runs: " + queries + ", " + runs);
        }
        modes = List.copyOf(modes);
        peers = List.copyOf(peers);
    }

    /**
     * Groups runs by the mode asked and whether the warm process answered, in the order they first ran; a phase's
     * median is over the runs with it, and each group's median is divided by every peer's.
     */
    public static ColdReport of(int queries, int runs, String process, List<ColdRun> results, List<ColdPeer> peers,
            DaemonFigures daemon) {
        Map<Map.Entry<SearchMode, Boolean>, List<ColdRun>> groups = new LinkedHashMap<>();
        results.forEach(r -> groups.computeIfAbsent(Map.entry(r.requested(), r.daemon()), m -> new ArrayList<>())
                .add(r));
        List<ColdModeReport> modes = new ArrayList<>();
        groups.forEach((key, list) -> {
            WallStats wall = WallStats.ofNanos(list.stream().mapToLong(ColdRun::wallNanos).toArray());
            Map<String, Double> ratios = new LinkedHashMap<>();
            peers.stream().filter(p -> p.wall().median() > 0)
                    .forEach(p -> ratios.put(p.key(), wall.median() / p.wall().median()));
            modes.add(new ColdModeReport(key.getKey(), key.getValue(), list.stream().map(ColdRun::ranIn).toList(),
                    wall, phaseMedians(list), ratios,
                    list.stream().flatMap(r -> r.warnings().stream()).distinct().toList()));
        });
        return new ColdReport(queries, runs, process, modes, peers, daemon);
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
