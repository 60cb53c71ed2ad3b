package dev.mempalace.benchmark.scale;

import dev.mempalace.benchmark.latency.LatencyModeReport;
import dev.mempalace.benchmark.latency.LatencyStats;
import java.util.Locale;

/**
 * Renders a scale report as text: per size a line of memory, a line per store of build and disk, then a row per
 * mode and store, the stores of a mode side by side.
 */
public final class ScaleTable {

    private static final String ROW = "%-8s %-8s %-8s %10s %9s %9s %9s%n";
    private static final double MB = 1e6;

    private ScaleTable() {
    }

    public static String render(ScaleReport report) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "scale: seed %d, %d queries x %d rounds per mode after %d warm-up "
                + "rounds (ms)%nvectors: %s%n", report.seed(), report.queries(), report.rounds(),
                report.warmupRounds(), ScaleReport.VECTORS));
        for (SizeReport size : report.sizes()) {
            out.append(String.format(Locale.ROOT, "%n%,d chunks in %,d notes: heap %.0f MB after load; peak RSS %s%n",
                    size.chunks(), size.notes(), size.heapBytes() / MB, size.peakRssBytes().isPresent()
                            ? String.format(Locale.ROOT, "%.0f MB", size.peakRssBytes().getAsLong() / MB)
                            : "unknown"));
            for (StoreSize store : size.stores()) {
                out.append(String.format(Locale.ROOT, "%s: %s; index %.1f MB (%.2f MB per 1,000 chunks; %s)%n",
                        store.kind(), build(store), store.size().bytes() / MB,
                        store.megabytesPerThousandChunks(size.chunks()), store.size().covers()));
            }
            out.append(String.format(Locale.ROOT, ROW, "mode", "store", "ran in", "cold", "p50", "p95", "p99"));
            for (int i = 0; i < size.baseline().cold().size(); i++) {
                for (StoreSize store : size.stores()) {
                    ColdStart cold = store.cold().get(i);
                    LatencyModeReport warm = store.warm().modes().get(i);
                    LatencyStats s = warm.latency();
                    out.append(String.format(Locale.ROOT, ROW, cold.requested().label(), store.kind(),
                            warm.fellBack() ? "fellback" : cold.ranIn().label(), millis(cold.millis()),
                            millis(s.p50()), millis(s.p95()), millis(s.p99())));
                }
            }
        }
        return out.toString();
    }

    private static String build(StoreSize store) {
        return store.build().map(b -> String.format(Locale.ROOT, "built in %.1f s (text %.1f s, vectors %.1f s; "
                + "%,.0f notes/s, %,.0f chunks/s)", b.millis() / 1e3, b.textNanos() / 1e9, b.vectorNanos() / 1e9,
                b.notesPerSecond(), b.chunksPerSecond())).orElse("kept index reused");
    }

    private static String millis(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
