package dev.mempalace.benchmark.command;

import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.benchmark.Workbench;
import java.nio.file.Path;
import java.util.Locale;

/** A workbench whose benches sum the time they spend searching, for the report. */
final class TimedWorkbench implements Workbench {

    private final Workbench workbench;
    private long searchNanos;
    private int searches;

    TimedWorkbench(Workbench workbench) {
        this.workbench = workbench;
    }

    @Override
    public Bench open(Path workspace, Path indexFile) {
        Bench bench = workbench.open(workspace, indexFile);
        SearchMemory search = bench.search();
        SearchMemory timed = request -> {
            long start = System.nanoTime();
            try {
                return search.search(request);
            } finally {
                searchNanos += System.nanoTime() - start;
                searches++;
            }
        };
        return new Bench(bench.ingest(), bench.embed(), timed, bench.sessionSources(), bench.sessionImport(),
                bench.release());
    }

    /** How many searches ran and their summed wall time, for a person to read. */
    String searchTime() {
        return String.format(Locale.ROOT, "%d searches in %.1f s (%.1f ms each)", searches, searchNanos / 1e9,
                searches == 0 ? 0 : searchNanos / 1e6 / searches);
    }
}
