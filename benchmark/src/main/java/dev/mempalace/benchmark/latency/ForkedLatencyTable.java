package dev.mempalace.benchmark.latency;

import java.util.Locale;
import java.util.stream.Collectors;

/** The latency table of the pooled samples, then each fork's p50 per mode. */
public final class ForkedLatencyTable {

    private ForkedLatencyTable() {
    }

    public static String render(ForkedLatencyReport report) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%d fresh JVMs, samples pooled%n",
                report.forks()));
        out.append(LatencyTable.render(report.pooled()));
        out.append(String.format(Locale.ROOT, "%np50 of each fork (ms)%n"));
        report.forkP50().forEach((mode, p50s) -> out.append(String.format(Locale.ROOT, "%-8s %s%n", mode.label(),
                p50s.stream().map(p -> String.format(Locale.ROOT, "%8.2f", p)).collect(Collectors.joining(" ")))));
        return out.toString();
    }
}
