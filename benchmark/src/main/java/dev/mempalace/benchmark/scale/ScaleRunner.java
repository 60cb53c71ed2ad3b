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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Per size: builds (or reuses) the index in every store, then, store by store, times a cold start per mode, each on
 * a freshly opened index, and warm latency on one open index through the real search use case, with the heap in
 * use after the load. Every store is built before any is timed, so no build runs beside a timing.
 */
public final class ScaleRunner {

    static final int LIMIT = 10;

    private ScaleRunner() {
    }

    public static ScaleReport run(List<ScaleStore> stores, ScalePlan plan, Consumer<String> log) {
        if (stores.isEmpty()) {
            throw new IllegalArgumentException("no store to time");
        }
        List<String> queries = ScaleQueries.of(plan.seed());
        List<SizeReport> sizes = new ArrayList<>();
        for (int chunks : plan.sizes()) {
            sizes.add(size(stores, plan, new SyntheticCorpus(plan.seed(), chunks), queries, log));
        }
        return new ScaleReport(plan.seed(), queries.size(), plan.warmupRounds(), plan.rounds(), sizes);
    }

    private static SizeReport size(List<ScaleStore> stores, ScalePlan plan, SyntheticCorpus corpus,
            List<String> queries, Consumer<String> log) {
        List<Optional<BuildStats>> builds = new ArrayList<>();
        for (ScaleStore store : stores) {
            builds.add(ScaleBuilder.ensure(store, corpus, log));
        }
        List<StoreSize> timed = new ArrayList<>();
        for (int i = 0; i < stores.size(); i++) {
            timed.add(time(stores.get(i), builds.get(i), plan, corpus, queries, log));
        }
        return new SizeReport(corpus.chunks(), corpus.notes(), timed, MemoryProbe.heapUsedBytes(),
                MemoryProbe.peakRssBytes());
    }

    private static StoreSize time(ScaleStore store, Optional<BuildStats> build, ScalePlan plan,
            SyntheticCorpus corpus, List<String> queries, Consumer<String> log) {
        String name = ScaleBuilder.indexName(corpus);
        Embedder embedder = new SyntheticEmbedder(plan.seed());
        List<ColdStart> cold = new ArrayList<>();
        for (SearchMode mode : plan.modes()) {
            cold.add(cold(store, name, corpus, embedder, queries.get(0), mode));
        }
        log.accept("scale " + corpus.chunks() + " " + store.kind() + ": timing warm searches");
        try (IndexStore index = store.open(name)) {
            SearchMemory search = search(store, index, corpus, embedder);
            LatencyReport warm = LatencyBenchmark.run(search, queries, plan.modes(), plan.warmupRounds(),
                    plan.rounds());
            return new StoreSize(store.kind(), store.location(name), build, store.size(name), cold, warm);
        }
    }

    private static ColdStart cold(ScaleStore store, String name, SyntheticCorpus corpus, Embedder embedder,
            String query, SearchMode mode) {
        long start = System.nanoTime();
        try (IndexStore index = store.open(name)) {
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
