package dev.mempalace.benchmark.latency;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.mempalace.benchmark.JsonReports;
import java.util.List;
import java.util.Map;

/**
 * Writes a cold report as JSON: the run's shape, per mode the wall time and phase medians in milliseconds and the
 * ratios to the peers, then the peers' wall times and, with a warm process, its figures.
 */
public final class ColdJson {

    private ColdJson() {
    }

    public static String write(ColdReport r) {
        DaemonFigures daemon = r.daemon();
        return JsonReports.write(new Json("cold", r.queries(), r.runs(), r.process(),
                r.modes().stream().map(m -> new Mode(m.label(), JsonReports.ranIn(m), m.fellBack(), m.wall().count(),
                        wall(m.wall()), m.phaseMedians(), m.ratios(), m.warnings())).toList(),
                r.peers().stream().map(p -> new Peer(p.name(), p.key(), p.wall().count(), wall(p.wall()))).toList(),
                daemon == null ? null : new Daemon(daemon.residentBytes(), daemon.commandsServed())));
    }

    private static Wall wall(WallStats s) {
        return new Wall(s.median(), s.p90(), s.min(), s.max());
    }

    /** The warm process's figures only when it answered. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Json(String benchmark, int queries, int runs, String process, List<Mode> modes, List<Peer> peers,
            Daemon daemon) {
    }

    record Mode(String mode, Map<String, Integer> ranIn, boolean fellBack, int count, Wall wallMillis,
            Map<String, Double> phaseMillis, Map<String, Double> ratios, List<String> warnings) {
    }

    record Peer(String name, String key, int count, Wall wallMillis) {
    }

    record Wall(double median, double p90, double min, double max) {
    }

    record Daemon(Long residentBytes, long commandsServed) {
    }
}
