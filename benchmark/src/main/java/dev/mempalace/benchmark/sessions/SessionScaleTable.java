package dev.mempalace.benchmark.sessions;

import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.benchmark.latency.LatencyModeReport;
import dev.mempalace.benchmark.latency.LatencyStats;
import java.util.Locale;

/** Renders a session-scale report as text: a line per step, then a row of warm latency per mode. */
public final class SessionScaleTable {

    private static final String ROW = "%-8s %-8s %9s %9s %9s %9s%n";
    private static final double MB = 1e6;

    private SessionScaleTable() {
    }

    public static String render(SessionScaleReport r) {
        SessionScaleReport.Corpus c = r.corpus();
        SessionImport i = r.imported();
        StringBuilder out = new StringBuilder();
        out.append(format("sessions: seed %d; %,d sessions (%,d Claude Code, %,d Codex), %,d exchanges, %,d secrets "
                + "planted, %.1f MB of transcripts%nvectors: %s%n%n", r.plan().seed(), c.sessions(), c.claudeCode(),
                c.codex(), c.exchanges(), c.secrets(), c.bytes() / MB, SessionScaleReport.VECTORS));
        out.append(format("import     %,d transcripts, %,d notes created, %,d exchanges, %,d secrets redacted, %d "
                + "unreadable: %.1f s, %,.0f exchanges/s%n", i.transcripts(), i.created(), i.exchanges(),
                i.secrets(), i.unreadable().size(), r.importNanos() / 1e9, r.importExchangesPerSecond()));
        out.append(format("text       %,d notes, %,d chunks (%.2f per exchange): %.1f s, %,.0f exchanges/s, %,.0f "
                + "chunks/s%n", r.notes(), r.chunks(), r.chunksPerExchange(), r.textNanos() / 1e9,
                r.textExchangesPerSecond(), r.textChunksPerSecond()));
        out.append(format("embedding  %,d chunks with the model (%.0f tokens each): %.1f s, %.1f chunks/s, %,.0f "
                + "tokens/s, %.1f exchanges/s%n", r.sample().chunks(), r.sample().tokensPerChunk(),
                r.sample().millis() / 1e3, r.sample().chunksPerSecond(), r.sample().tokensPerSecond(),
                r.embeddingExchangesPerSecond()));
        out.append(format("all three  %.1f exchanges/s (import, text and embedding one after another)%n",
                r.allExchangesPerSecond()));
        out.append(format("index      %.1f MB text alone (%.2f MB per 1,000 exchanges), %.1f MB with vectors (%.2f "
                + "MB per 1,000 exchanges); synthetic vectors written in %.1f s%n", r.textBytes() / MB,
                r.textMegabytesPerThousandExchanges(), r.indexBytes() / MB, r.megabytesPerThousandExchanges(),
                r.vectorNanos() / 1e9));
        out.append(format("memory     peak RSS %s%n%n", r.peakRssBytes().isPresent()
                ? format("%.0f MB", r.peakRssBytes().getAsLong() / MB) : "unknown"));
        out.append(format("search: %d queries x %d rounds per mode after %d warm-up rounds (ms)%n",
                r.warm().queries(), r.warm().rounds(), r.warm().warmupRounds()));
        out.append(format(ROW, "mode", "ran in", "answered", "p50", "p95", "p99"));
        for (LatencyModeReport mode : r.warm().modes()) {
            LatencyStats s = mode.latency();
            out.append(format(ROW, mode.requested().label(), mode.fellBack() ? "fellback" : mode.requested().label(),
                    r.answered().get(mode.requested()) + "/" + r.warm().queries(), millis(s.p50()), millis(s.p95()),
                    millis(s.p99())));
        }
        return out.toString();
    }

    private static String format(String pattern, Object... values) {
        return String.format(Locale.ROOT, pattern, values);
    }

    private static String millis(double value) {
        return format("%.2f", value);
    }
}
