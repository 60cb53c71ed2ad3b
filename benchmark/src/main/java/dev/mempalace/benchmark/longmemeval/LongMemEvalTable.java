package dev.mempalace.benchmark.longmemeval;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.Confidence;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/** Renders a LongMemEval report as fixed-width text: our modes beside the published rows, then per question type. */
public final class LongMemEvalTable {

    private static final String ROW = "%-42s %-20s %8s %8s %8s %8s%n";

    private LongMemEvalTable() {
    }

    public static String render(LongMemEvalReport report) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "LongMemEval_S: %d of %d questions (%s)%s%n",
                report.questions(), report.eligible(), abstentions(report), subset(report.subset())));
        ImportCosts c = report.costs();
        out.append(String.format(Locale.ROOT, "import: %d transcripts, %d exchanges in %.1f s, ingest %.1f s "
                + "(%s exchanges/s); embedding: %d vectors in %.1f s (%s exchanges/s); index %.1f MB (%s MB per "
                + "1,000 exchanges)%n%n", c.transcripts(), c.exchanges(), c.importMillis() / 1000.0,
                c.ingestMillis() / 1000.0, rate(c.textExchangesPerSecond()), c.embedded(), c.embedMillis() / 1000.0,
                rate(c.embedExchangesPerSecond()), c.indexBytes() / 1e6,
                c.indexBytesPer1000Exchanges().isPresent()
                        ? decimal(c.indexBytesPer1000Exchanges().getAsDouble() / 1e6) : "-"));
        out.append(String.format(Locale.ROOT, ROW, "system", "ran in", "any@5", "all@5", "any@10", "nDCG@10"));
        for (LongMemEvalModeReport mode : report.modes()) {
            LongMemEvalScores s = mode.overall();
            out.append(String.format(Locale.ROOT, ROW, "MemPalace " + mode.requested().label(), ranIn(mode),
                    decimal(s.recallAny5()), decimal(s.recallAll5()), decimal(s.recallAny10()),
                    decimal(s.ndcgAt10())));
        }
        for (LongMemEvalBaseline row : report.published()) {
            out.append(String.format(Locale.ROOT, ROW, row.system(), "published", decimal(row.recallAny5()),
                    decimal(row.recallAll5()), decimal(row.recallAny10()), "-"));
        }
        for (LongMemEvalModeReport mode : report.modes()) {
            out.append(String.format(Locale.ROOT, "%n%s by question type%n", mode.requested().label()));
            out.append(String.format(Locale.ROOT, ROW, "type", "questions", "any@5", "all@5", "any@10",
                    "nDCG@10"));
            mode.byType().forEach((type, s) -> out.append(String.format(Locale.ROOT, ROW, type,
                    s.questions(), decimal(s.recallAny5()), decimal(s.recallAll5()), decimal(s.recallAny10()),
                    decimal(s.ndcgAt10()))));
            Confidence flagged = mode.notConfident();
            out.append(String.format(Locale.ROOT, "not confident: answerable %d/%d (%s), abstentions %d/%d (%s)%n",
                    flagged.answerableFlagged(), flagged.answerable(), decimal(flagged.answerableRate()),
                    flagged.unanswerableFlagged(), flagged.unanswerable(), decimal(flagged.unanswerableRate())));
            mode.warnings().forEach(w -> out.append("  warning: ").append(w).append(System.lineSeparator()));
        }
        return out.toString();
    }

    private static String abstentions(LongMemEvalReport report) {
        return report.abstentionsAsked() == 0 ? report.abstentions() + " abstentions skipped"
                : String.format(Locale.ROOT, "and %d of %d abstentions, for the relevance signal only",
                        report.abstentionsAsked(), report.abstentions());
    }

    private static String subset(Subset subset) {
        return subset.equals(Subset.ALL) ? "" : String.format(Locale.ROOT, ", stratified subset limit %d seed %d",
                subset.limit(), subset.seed());
    }

    private static String ranIn(LongMemEvalModeReport mode) {
        List<String> parts = new ArrayList<>();
        for (Map.Entry<SearchMode, Integer> e : mode.ranIn().entrySet()) {
            parts.add(e.getKey().label() + " " + e.getValue() + "/" + mode.outcomes().size());
        }
        return String.join(", ", parts);
    }

    private static String rate(OptionalDouble value) {
        return value.isPresent() ? String.format(Locale.ROOT, "%.0f", value.getAsDouble()) : "-";
    }

    private static String decimal(OptionalDouble value) {
        return value.isPresent() ? decimal(value.getAsDouble()) : "-";
    }

    private static String decimal(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }
}
