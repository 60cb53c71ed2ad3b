package dev.mempalace.benchmark.command;

import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.BenchmarkReport;
import dev.mempalace.benchmark.BundledGoldenSet;
import dev.mempalace.benchmark.GoldenBenchmark;
import dev.mempalace.benchmark.GoldenQueries;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.benchmark.ReportJson;
import dev.mempalace.benchmark.ReportTable;
import dev.mempalace.benchmark.Workbench;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * {@code bench [--queries]}: ingests the workspace (by default the bundled golden set's), then scores the golden
 * queries or, with --latency or --cold, times them.
 */
final class GoldenBench {

    private GoldenBench() {
    }

    static int run(BenchRun run, Path queries, TimingOptions timing, ColdOptions cold) throws IOException {
        BenchSettings settings = BenchIndex.choose(run.host().settings(), run.host().indexGiven());
        return run(run, settings, queries, timing, cold);
    }

    /** The project's own golden set, written out to the cache and indexed there (or into --index). */
    static int runBundled(BenchRun run, TimingOptions timing, ColdOptions cold) throws IOException {
        BenchSettings settings = run.host().settings();
        BundledGoldenSet.Written set = BundledGoldenSet.writeTo(settings.cache().resolve("bench").resolve("golden"));
        BenchSettings bundled = settings.withWorkspace(set.workspace());
        if (!run.host().indexGiven()) {
            bundled = bundled.withIndex(run.host().defaultIndex(set.workspace()));
        }
        return run(run, bundled, set.queries(), timing, cold);
    }

    private static int run(BenchRun run, BenchSettings chosen, Path queries, TimingOptions timing,
            ColdOptions cold) throws IOException {
        List<GoldenQuery> golden = readQueries(run, queries);
        BenchSettings settings = inService(run, chosen, timing);
        boolean vectors = run.modes().stream().anyMatch(m -> m != SearchMode.LEXICAL);
        IngestReport ingest;
        try (Workbench.Bench app = run.host().open(settings)) {
            ingest = app.ingest().ingest(vectors, run.embedding());
        }
        ingest.skipped().forEach(s -> run.host().err().println("warning: could not read " + s.describe()));
        if (timing.cold()) {
            return ColdBench.run(run, settings, golden, timing.coldRuns(), cold);
        }
        if (timing.latency()) {
            return LatencyBench.run(run, settings, queries, golden, timing);
        }
        BenchmarkReport report;
        try (Workbench.Bench app = run.host().open(settings)) {
            report = new GoldenBenchmark(app.search()).run(golden, run.modes());
        }
        return run.print(ReportJson.write(report), ReportTable.render(report));
    }

    /** The settings over the bench's own store of the index service --index names, if it names one. */
    private static BenchSettings inService(BenchRun run, BenchSettings settings, TimingOptions timing) {
        Optional<String> service = run.host().indexService();
        if (service.isEmpty()) {
            return settings;
        }
        if (timing.cold() || timing.latency()) {
            // Their child processes are given the index as a file: they would time SQLite, not the service.
            throw run.usage("--latency and --cold time SQLite indexes only; leave out --index " + service.get(),
                    null);
        }
        BenchSettings inStore = settings.inStore(BenchIndex.storeKey(settings.workspace()));
        run.host().err().println("bench: index " + service.get() + "?store=" + inStore.store().orElseThrow());
        return inStore;
    }

    private static List<GoldenQuery> readQueries(BenchRun run, Path queries) {
        List<GoldenQuery> golden = run.badInput(() -> GoldenQueries.read(queries));
        if (golden.isEmpty()) {
            throw run.usage("no golden queries in " + queries, null);
        }
        return golden;
    }
}
