package dev.mempalace.cli;

import dev.mempalace.application.port.in.EmbedProgress;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Shows embedding progress on stderr: a bar redrawn in place on a terminal, otherwise a line every five seconds
 * or every tenth of the work, so that logs stay short.
 */
final class ProgressReporter implements EmbedProgress {

    private static final long LINE_EVERY_NANOS = 5_000_000_000L;
    private static final int BAR = 30;

    private final PrintWriter err;
    private final boolean terminal;
    private final long start = System.nanoTime();
    private long lastLine = start;
    private int lastTenth;

    ProgressReporter(PrintWriter err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    @Override
    public void update(int done, int total) {
        if (total <= 0 || done <= 0) {
            return;
        }
        long now = System.nanoTime();
        double seconds = Math.max(1e-9, (now - start) / 1e9);
        double rate = done / seconds;
        String eta = duration((long) Math.ceil((total - done) / Math.max(rate, 1e-9)));
        if (terminal) {
            int filled = (int) ((long) BAR * done / total);
            err.printf(Locale.ROOT, "\rembedding [%s%s] %d/%d  %.1f chunks/s  ETA %s ", "#".repeat(filled),
                    "-".repeat(BAR - filled), done, total, rate, eta);
            if (done >= total) {
                err.println();
            }
            err.flush();
            return;
        }
        int tenth = (int) (10L * done / total);
        if (done >= total || tenth > lastTenth || now - lastLine >= LINE_EVERY_NANOS) {
            err.printf(Locale.ROOT, "embedding: %d/%d chunks (%d%%), %.1f chunks/s, ETA %s%n", done, total,
                    100L * done / total, rate, eta);
            err.flush();
            lastLine = now;
            lastTenth = tenth;
        }
    }

    private static String duration(long seconds) {
        return seconds >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                : String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
    }
}
