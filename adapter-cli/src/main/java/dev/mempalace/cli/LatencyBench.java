package dev.mempalace.cli;

import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.benchmark.latency.LatencyBenchmark;
import dev.mempalace.benchmark.latency.LatencyJson;
import dev.mempalace.benchmark.latency.LatencyReport;
import dev.mempalace.benchmark.latency.LatencyTable;
import java.io.IOException;
import java.util.List;

/** {@code bench --queries --latency}: warm search latency of the golden queries per mode. */
final class LatencyBench {

    private static final int DEFAULT_WARMUP = 3;
    private static final int DEFAULT_ROUNDS = 20;

    private LatencyBench() {
    }

    /** One read-only composition for the whole run, so the model loads once and every timed search is warm. */
    static int run(BenchRun run, Settings settings, List<GoldenQuery> golden, Integer warmup, Integer rounds)
            throws IOException {
        int warmupRounds = warmup == null ? DEFAULT_WARMUP : warmup;
        int timedRounds = rounds == null ? DEFAULT_ROUNDS : rounds;
        List<String> queries = golden.stream().map(GoldenQuery::query).toList();
        LatencyReport report;
        try (Composition app = Composition.reading(settings)) {
            report = LatencyBenchmark.run(app.search(), queries, run.modes(), warmupRounds, timedRounds);
        }
        return run.print(LatencyJson.write(report), LatencyTable.render(report));
    }
}
