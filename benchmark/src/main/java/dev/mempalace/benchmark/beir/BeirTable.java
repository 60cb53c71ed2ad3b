package dev.mempalace.benchmark.beir;

import dev.mempalace.application.port.in.SearchMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Renders a BEIR report as fixed-width text: our modes, then the published rows beside them. */
public final class BeirTable {

    private static final String ROW = "%-40s %-22s %8s %10s %8s%n";

    private BeirTable() {
    }

    public static String render(BeirReport report) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "BEIR %s (test): %d queries over %d documents; ingest %.1f s "
                + "(%d added, %d changed, %d unchanged)%s%n%n", report.dataset(), report.queries(),
                report.documents(), report.ingestMillis() / 1000.0, report.ingest().added(),
                report.ingest().changed(), report.ingest().unchanged(), embedding(report)));
        out.append(String.format(Locale.ROOT, ROW, "system", "ran in", "nDCG@10", "Recall@100", "MRR@10"));
        for (BeirModeReport mode : report.modes()) {
            out.append(String.format(Locale.ROOT, ROW, "MemPalace " + mode.requested().label(), ranIn(mode),
                    decimal(mode.ndcgAt10()), decimal(mode.recallAt100()), decimal(mode.mrrAt10())));
        }
        for (BeirBaseline row : report.published()) {
            out.append(String.format(Locale.ROOT, ROW, row.system(), "published", decimal(row.ndcgAt10()),
                    row.recallAt100().isPresent() ? decimal(row.recallAt100().getAsDouble()) : "-", "-"));
        }
        for (BeirModeReport mode : report.modes()) {
            mode.warnings().forEach(w -> out.append(String.format(Locale.ROOT, "%s warning: %s%n",
                    mode.requested().label(), w)));
        }
        return out.toString();
    }

    private static String embedding(BeirReport report) {
        return report.embedding().map(e -> String.format(Locale.ROOT, "; embedded %d chunks in %.1f s, %d of %d "
                + "with a vector", e.embedded(), e.millis() / 1000.0, e.withVector(), e.chunks())).orElse("");
    }

    private static String ranIn(BeirModeReport mode) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<SearchMode, Integer> e : mode.ranIn().entrySet()) {
            parts.add(e.getKey().label() + " " + e.getValue() + "/" + mode.queries().size());
        }
        return String.join(", ", parts);
    }

    private static String decimal(double value) {
        return String.format(Locale.ROOT, "%.4f", value);
    }
}
