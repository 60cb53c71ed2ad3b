package dev.mempalace.benchmark.latency;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Renders a cold report: wall time per mode (with its median as a multiple of each peer's) and per peer, then the
 * median of each phase, a column per mode, and the warm process's figures.
 */
public final class ColdTable {

    private static final String ROW = "%-15s %-22s %5s %9s %9s %9s %9s";

    private ColdTable() {
    }

    public static String render(ColdReport report) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "cold search: %d timed processes per mode "
                + "after 1 untimed, %d queries taking turns, started as %s%n%nwall time (ms)%n", report.runs(),
                report.queries(), report.process()));
        List<ColdPeer> peers = report.peers();
        out.append(String.format(Locale.ROOT, ROW, "mode", "ran in", "runs", "median", "p90", "min", "max"));
        peers.forEach(p -> out.append(String.format(Locale.ROOT, " %13s", "x " + p.key())));
        out.append(System.lineSeparator());
        for (ColdModeReport mode : report.modes()) {
            row(out, mode.label(), ranIn(mode), mode.wall());
            peers.forEach(p -> out.append(String.format(Locale.ROOT, " %13s", mode.ratios().containsKey(p.key())
                    ? String.format(Locale.ROOT, "%.2f", mode.ratios().get(p.key())) : "-")));
            out.append(System.lineSeparator());
        }
        peers.forEach(p -> row(out, p.name(), "-", p.wall()).append(System.lineSeparator()));
        int width = report.modes().stream().mapToInt(m -> m.label().length()).max().orElse(0);
        String column = " %" + Math.max(9, width) + "s";
        out.append(String.format(Locale.ROOT, "%nphase medians (ms)%n%-16s", "phase"));
        report.modes().forEach(m -> out.append(String.format(Locale.ROOT, column, m.label())));
        Set<String> phases = new LinkedHashSet<>();
        report.modes().forEach(m -> phases.addAll(m.phaseMedians().keySet()));
        for (String phase : phases) {
            out.append(String.format(Locale.ROOT, "%n%-16s", phase));
            report.modes().forEach(m -> out.append(String.format(Locale.ROOT, column,
                    m.phaseMedians().containsKey(phase) ? millis(m.phaseMedians().get(phase)) : "-")));
        }
        out.append(System.lineSeparator());
        if (report.daemon() != null) {
            Long resident = report.daemon().residentBytes();
            out.append(String.format(Locale.ROOT, "%nwarm process: %d commands served, resident memory %s%n",
                    report.daemon().commandsServed(), resident == null ? "unknown"
                            : String.format(Locale.ROOT, "%.1f MiB", resident / (1024.0 * 1024.0))));
        }
        report.modes().forEach(m -> m.warnings().forEach(w -> out.append(String.format(Locale.ROOT,
                "%s warning: %s%n", m.label(), w))));
        return out.toString();
    }

    private static StringBuilder row(StringBuilder out, String name, String ranIn, WallStats w) {
        return out.append(String.format(Locale.ROOT, ROW, name, ranIn, w.count(), millis(w.median()),
                millis(w.p90()), millis(w.min()), millis(w.max())));
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
