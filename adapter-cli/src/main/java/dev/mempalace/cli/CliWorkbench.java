package dev.mempalace.cli;

import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.benchmark.Workbench;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The IR benchmarks' workbench over the real adapters: each bench is a composition writing its own index, all
 * share one model (closed with the workbench), and the time spent searching is summed for the report.
 */
final class CliWorkbench implements Workbench, AutoCloseable {

    private final Settings settings;
    private final OnnxEmbedder model;
    private long searchNanos;
    private int searches;

    CliWorkbench(Settings settings) {
        this.settings = settings;
        this.model = Composition.model(settings);
    }

    @Override
    public Bench open(Path workspace, Path indexFile) {
        Composition app = Composition.sharing(settings.withWorkspace(workspace).withIndex(indexFile), model);
        SearchMemory search = app.search();
        SearchMemory timed = request -> {
            long start = System.nanoTime();
            try {
                return search.search(request);
            } finally {
                searchNanos += System.nanoTime() - start;
                searches++;
            }
        };
        return new Bench(app.ingest(), app.embed(), timed, app::close);
    }

    /** How many searches ran and their summed wall time, for a person to read. */
    String searchTime() {
        return String.format(Locale.ROOT, "%d searches in %.1f s (%.1f ms each)", searches, searchNanos / 1e9,
                searches == 0 ? 0 : searchNanos / 1e6 / searches);
    }

    /** Tokens the shared model has been fed so far. */
    long tokensEmbedded() {
        return model.tokensEmbedded();
    }

    @Override
    public void close() {
        model.close();
    }
}
