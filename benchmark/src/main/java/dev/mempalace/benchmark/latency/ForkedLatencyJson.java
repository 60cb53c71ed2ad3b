package dev.mempalace.benchmark.latency;

import dev.mempalace.benchmark.JsonReports;

/** The latency JSON of the pooled samples with {@code "forks"} at the top and each mode's {@code "forkP50"}. */
public final class ForkedLatencyJson {

    private ForkedLatencyJson() {
    }

    public static String write(ForkedLatencyReport report) {
        return JsonReports.write(LatencyJson.json(report.pooled(), report));
    }
}
