package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.in.EmbedProgress;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Shows embedding progress on stderr: a bar redrawn in place on a terminal, otherwise a line every five seconds
 * or every tenth of the work, so that logs stay short. A resumable one, until closed, also answers an interrupt
 * (Ctrl-C): it ends the bar's line and says that the work done so far is kept.
 */
public final class ProgressReporter implements EmbedProgress, AutoCloseable {

    private static final long LINE_EVERY_NANOS = 5_000_000_000L;
    private static final int BAR = 30;

    private final PrintWriter err;
    private final boolean terminal;
    private final String task;
    private final String unit;
    /** When the counted work began (its first update): an ingest's import and text come before its embedding. */
    private long start;
    private long lastLine;
    private int lastTenth;
    private boolean lineOpen;
    private boolean interrupted;
    private Thread onInterrupt;
    private Interrupts interrupts;

    public ProgressReporter(PrintWriter err, boolean terminal) {
        this(err, terminal, "embedding", "chunks");
    }

    /** Progress of another task, counted in another unit (such as benchmark questions). */
    public ProgressReporter(PrintWriter err, boolean terminal, String task, String unit) {
        this.err = err;
        this.terminal = terminal;
        this.task = task;
        this.unit = unit;
    }

    /**
     * Progress of a command that commits its work as it goes ({@code mempalace embed}, {@code ingest}), named so
     * that an interrupt can say how to resume; close it when the command ends.
     */
    public static ProgressReporter resumable(Io io, String command) {
        ProgressReporter progress = new ProgressReporter(io.err(), io.terminal());
        progress.interrupts = io.interrupts();
        progress.onInterrupt = new Thread(() -> progress.interrupted(command), "mempalace-interrupt");
        progress.interrupts.add(progress.onInterrupt);
        return progress;
    }

    /** The JVM is shutting down before the command ended: end the bar's line and say what is kept. */
    public synchronized void interrupted(String command) {
        if (lineOpen) {
            err.println();
        }
        err.println("mempalace: interrupted; the work done so far is kept, run 'mempalace " + command
                + "' again to resume");
        err.flush();
        interrupted = true;
    }

    @Override
    public void close() {
        if (onInterrupt != null) {
            interrupts.remove(onInterrupt);
        }
    }

    @Override
    public synchronized void update(int done, int total) {
        long now = System.nanoTime();
        if (start == 0) {
            start = now;
            lastLine = now;
        }
        if (total <= 0 || done <= 0 || interrupted) {
            return;
        }
        double seconds = Math.max(1e-9, (now - start) / 1e9);
        double rate = done / seconds;
        String eta = duration((long) Math.ceil((total - done) / Math.max(rate, 1e-9)));
        if (terminal) {
            int filled = (int) ((long) BAR * done / total);
            err.printf(Locale.ROOT, "\r%s [%s%s] %d/%d  %.1f %s/s  ETA %s ", task, "#".repeat(filled),
                    "-".repeat(BAR - filled), done, total, rate, unit, eta);
            lineOpen = done < total;
            if (!lineOpen) {
                err.println();
            }
            err.flush();
            return;
        }
        int tenth = (int) (10L * done / total);
        if (done >= total || tenth > lastTenth || now - lastLine >= LINE_EVERY_NANOS) {
            err.printf(Locale.ROOT, "%s: %d/%d %s (%d%%), %.1f %s/s, ETA %s%n", task, done, total,
                    unit, 100L * done / total, rate, unit, eta);
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
