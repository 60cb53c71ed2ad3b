package dev.mempalace.benchmark.latency;

import dev.mempalace.application.port.in.SearchMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Renders a latency report as fixed-width text: per mode where it ran and its latency in milliseconds. */
public final class LatencyTable {

    private static final String ROW = "%-8s %-22s %6s %8s %8s %8s %8s %8s %8s%n";

    private LatencyTable() {
    }

    public static String render(LatencyReport report) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "latency: %d queries x %d rounds per mode after %d warm-up rounds "
                + "(ms)%n%n", report.queries(), report.rounds(), report.warmupRounds()));
        out.append(String.format(Locale.ROOT, ROW, "mode", "ran in", "count", "p50", "p95", "p99", "mean", "min",
                "max"));
        for (LatencyModeReport mode : report.modes()) {
            LatencyStats s = mode.latency();
            out.append(String.format(Locale.ROOT, ROW, mode.requested().label(), ranIn(mode), s.count(),
                    millis(s.p50()), millis(s.p95()), millis(s.p99()), millis(s.mean()), millis(s.min()),
                    millis(s.max())));
        }
        for (LatencyModeReport mode : report.modes()) {
            mode.warnings().forEach(w -> out.append(String.format(Locale.ROOT, "%s warning: %s%n",
                    mode.requested().label(), w)));
        }
        return out.toString();
    }

    private static String ranIn(LatencyModeReport mode) {
        if (!mode.fellBack()) {
            return mode.requested().label();
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<SearchMode, Integer> e : mode.ranIn().entrySet()) {
            parts.add(e.getKey().label() + " " + e.getValue() + "/" + mode.latency().count());
        }
        return String.join(", ", parts);
    }

    private static String millis(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
