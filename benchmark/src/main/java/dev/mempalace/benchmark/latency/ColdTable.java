package dev.mempalace.benchmark.latency;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/** Renders a cold report: wall time per mode, then the median of each phase, a column per mode. */
public final class ColdTable {

    private static final String ROW = "%-8s %-22s %5s %9s %9s %9s %9s%n";

    private ColdTable() {
    }

    public static String render(ColdReport report) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "cold search: %d timed processes per mode "
                + "after 1 untimed, %d queries taking turns, started as %s%n%nwall time (ms)%n", report.runs(),
                report.queries(), report.process()));
        out.append(String.format(Locale.ROOT, ROW, "mode", "ran in", "runs", "median", "p90", "min", "max"));
        for (ColdModeReport mode : report.modes()) {
            WallStats w = mode.wall();
            out.append(String.format(Locale.ROOT, ROW, mode.requested().label(), ranIn(mode), w.count(),
                    millis(w.median()), millis(w.p90()), millis(w.min()), millis(w.max())));
        }
        out.append(String.format(Locale.ROOT, "%nphase medians (ms)%n%-16s", "phase"));
        report.modes().forEach(m -> out.append(String.format(Locale.ROOT, " %9s", m.requested().label())));
        Set<String> phases = new LinkedHashSet<>();
        report.modes().forEach(m -> phases.addAll(m.phaseMedians().keySet()));
        for (String phase : phases) {
            out.append(String.format(Locale.ROOT, "%n%-16s", phase));
            report.modes().forEach(m -> out.append(String.format(Locale.ROOT, " %9s",
                    m.phaseMedians().containsKey(phase) ? millis(m.phaseMedians().get(phase)) : "-")));
        }
        out.append(System.lineSeparator());
        report.modes().forEach(m -> m.warnings().forEach(w -> out.append(String.format(Locale.ROOT,
                "%s warning: %s%n", m.requested().label(), w))));
        return out.toString();
    }

    private static String ranIn(ColdModeReport mode) {
        if (!mode.fellBack()) {
            return mode.requested().label();
        }
        StringBuilder parts = new StringBuilder();
        mode.ranIn().forEach((m, n) -> parts.append(parts.length() == 0 ? "" : ", ").append(m.label()).append(' ')
                .append(n).append('/').append(mode.wall().count()));
        return parts.toString();
    }

    private static String millis(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
