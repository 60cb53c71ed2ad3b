package dev.mempalace.benchmark;

import dev.mempalace.application.port.in.SearchMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Renders a benchmark report as fixed-width text: scores per mode, per kind, then every miss. */
public final class ReportTable {

    private static final String ROW = "%-16s %-20s %8s %8s %8s %9s%n";

    private ReportTable() {
    }

    public static String render(BenchmarkReport report) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, ROW, "mode", "ran in", "Recall@5", "MRR@10", "nDCG@10", "zero-hit"));
        for (ModeReport mode : report.modes()) {
            out.append(row(mode.requested().label(), ranIn(mode), mode.overall()));
        }
        for (ModeReport mode : report.modes()) {
            out.append(String.format(Locale.ROOT, "%n%s by kind%n", mode.requested().label()));
            out.append(String.format(Locale.ROOT, ROW, "kind", "", "Recall@5", "MRR@10", "nDCG@10", "zero-hit"));
            mode.byKind().forEach((kind, scores) -> out.append(row(kind, "", scores)));
            confidence(out, mode);
            warnings(out, mode);
            misses(out, mode);
        }
        return out.toString();
    }

    private static String row(String name, String ranIn, Scores s) {
        return String.format(Locale.ROOT, ROW, name, ranIn, decimal(s.recallAt5()), decimal(s.mrrAt10()),
                decimal(s.ndcgAt10()), s.zeroHits() + "/" + s.queries());
    }

    private static String ranIn(ModeReport mode) {
        if (!mode.fellBack()) {
            return mode.requested().label();
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<SearchMode, Integer> e : mode.ranIn().entrySet()) {
            parts.add(e.getKey().label() + " " + e.getValue() + "/" + mode.outcomes().size());
        }
        return String.join(", ", parts);
    }

    private static void confidence(StringBuilder out, ModeReport mode) {
        Confidence c = mode.confidence();
        out.append(String.format(Locale.ROOT, "%n%s not confident: answerable %d/%d (%s), unanswerable %d/%d (%s)%n",
                mode.requested().label(), c.answerableFlagged(), c.answerable(), decimal(c.answerableRate()),
                c.unanswerableFlagged(), c.unanswerable(), decimal(c.unanswerableRate())));
    }

    private static void warnings(StringBuilder out, ModeReport mode) {
        if (!mode.warnings().isEmpty()) {
            out.append(String.format(Locale.ROOT, "%n%s warnings%n", mode.requested().label()));
            mode.warnings().forEach(w -> out.append("  ").append(w).append(System.lineSeparator()));
        }
    }

    private static void misses(StringBuilder out, ModeReport mode) {
        List<QueryOutcome> misses = mode.misses();
        out.append(String.format(Locale.ROOT, "%n%s misses: %d%n", mode.requested().label(), misses.size()));
        for (QueryOutcome miss : misses) {
            GoldenQuery q = miss.query();
            out.append(String.format(Locale.ROOT, "%-5s %-14s recall %s  %s%n", q.id(), q.kind(),
                    decimal(miss.recallAt5()), q.query()));
            out.append(String.format(Locale.ROOT, "      relevant: %s%n", String.join(", ", q.relevant())));
            out.append(String.format(Locale.ROOT, "      top 5:    %s%n", numbered(miss.top5())));
        }
    }

    private static String numbered(List<String> paths) {
        if (paths.isEmpty()) {
            return "(nothing)";
        }
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < paths.size(); i++) {
            parts.add((i + 1) + ". " + paths.get(i));
        }
        return String.join("  ", parts);
    }

    private static String decimal(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }
}
