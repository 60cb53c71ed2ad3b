package dev.mempalace.benchmark.scale;

import java.util.Locale;
import java.util.function.Consumer;

/** A line per tenth of a long build, with the seconds so far, so a run of many minutes shows it is alive. */
final class Progress {

    private final Consumer<String> log;
    private final String task;
    private final int total;
    private final long start = System.nanoTime();
    private int tenths;

    Progress(Consumer<String> log, String task, int total) {
        this.log = log;
        this.task = task;
        this.total = total;
    }

    void done(int done) {
        int now = (int) (10L * done / total);
        if (now > tenths) {
            tenths = now;
            log.accept(String.format(Locale.ROOT, "%s %d/%d (%.0f s)", task, done, total,
                    (System.nanoTime() - start) / 1e9));
        }
    }
}
