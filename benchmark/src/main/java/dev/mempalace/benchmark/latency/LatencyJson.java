package dev.mempalace.benchmark.latency;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.mempalace.benchmark.JsonReports;
import java.util.List;
import java.util.Map;

/** Writes a latency report as JSON: the run's shape, then per mode the real modes and the latency in milliseconds. */
public final class LatencyJson {

    private LatencyJson() {
    }

    public static String write(LatencyReport report) {
        return JsonReports.write(json(report, null));
    }

    /** The report's JSON shape; with {@code forks}, a forked run's (each mode's p50 per fork, the count of forks). */
    static Json json(LatencyReport report, ForkedLatencyReport forked) {
        return new Json("latency", report.queries(), report.warmupRounds(), report.rounds(), modes(report, forked),
                forked == null ? null : forked.forks());
    }

    /** Each mode's JSON: the mode, where its searches ran, the count and the milliseconds, then its warnings. */
    public static List<Mode> modes(LatencyReport report) {
        return modes(report, null);
    }

    private static List<Mode> modes(LatencyReport report, ForkedLatencyReport forked) {
        return report.modes().stream().map(m -> {
            LatencyStats s = m.latency();
            return new Mode(m.requested().label(), JsonReports.ranIn(m), m.fellBack(), s.count(),
                    new Millis(s.p50(), s.p95(), s.p99(), s.mean(), s.min(), s.max()), m.warnings(),
                    forked == null ? null : forked.forkP50().get(m.requested()));
        }).toList();
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Json(String benchmark, int queries, int warmupRounds, int rounds, List<Mode> modes, Integer forks) {
    }

    /** One mode's latency; {@code forkP50} only in a forked run. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Mode(String mode, Map<String, Integer> ranIn, boolean fellBack, int count, Millis millis,
            List<String> warnings, List<Double> forkP50) {
    }

    record Millis(double p50, double p95, double p99, double mean, double min, double max) {
    }
}
