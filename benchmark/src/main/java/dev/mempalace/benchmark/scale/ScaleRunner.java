package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.benchmark.MemoryProbe;
import dev.mempalace.benchmark.latency.LatencyBenchmark;
import dev.mempalace.benchmark.latency.LatencyReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Per size: builds (or reuses) the index, then times a cold start per mode, each on a freshly opened index, and
 * warm latency on one open index through the real search use case, with the heap in use after the load.
 */
public final class ScaleRunner {

    static final int LIMIT = 10;

    private ScaleRunner() {
    }

    public static ScaleReport run(ScaleStore store, Path workDir, ScalePlan plan, Consumer<String> log) {
        List<String> queries = ScaleQueries.of(plan.seed());
        List<SizeReport> sizes = new ArrayList<>();
        for (int chunks : plan.sizes()) {
            sizes.add(size(store, workDir, plan, new SyntheticCorpus(plan.seed(), chunks), queries, log));
        }
        return new ScaleReport(plan.seed(), queries.size(), plan.warmupRounds(), plan.rounds(), sizes);
    }

    private static SizeReport size(ScaleStore store, Path workDir, ScalePlan plan, SyntheticCorpus corpus,
            List<String> queries, Consumer<String> log) {
        Path file = ScaleBuilder.indexFile(workDir, corpus);
        Optional<BuildStats> build = ScaleBuilder.ensure(store, file, corpus, log);
        Embedder embedder = new SyntheticEmbedder(plan.seed());
        List<ColdStart> cold = new ArrayList<>();
        for (SearchMode mode : plan.modes()) {
            cold.add(cold(store, file, corpus, embedder, queries.get(0), mode));
        }
        log.accept("scale " + corpus.chunks() + ": timing warm searches");
        try (IndexStore index = store.open(file)) {
            SearchMemory search = search(store, index, corpus, embedder);
            LatencyReport warm = LatencyBenchmark.run(search, queries, plan.modes(), plan.warmupRounds(),
                    plan.rounds());
            return new SizeReport(corpus.chunks(), corpus.notes(), build, ScaleBuilder.bytes(file), cold, warm,
                    MemoryProbe.heapUsedBytes(), MemoryProbe.peakRssBytes());
        }
    }

    private static ColdStart cold(ScaleStore store, Path file, SyntheticCorpus corpus, Embedder embedder,
            String query, SearchMode mode) {
        long start = System.nanoTime();
        try (IndexStore index = store.open(file)) {
            SearchResult result = search(store, index, corpus, embedder)
                    .search(new SearchRequest(query, LIMIT, Optional.of(mode), true));
            return new ColdStart(mode, result.mode(), System.nanoTime() - start);
        }
    }

    /** The workspace lists what the index holds, read once per open as a session would find it on disk. */
    private static SearchMemory search(ScaleStore store, IndexStore index, SyntheticCorpus corpus,
            Embedder embedder) {
        try (IndexSession session = index.read()) {
            return store.search(index, new SyntheticNoteSource(corpus, session.notes().files().values()), embedder);
        }
    }
}
