package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.benchmark.Workbench;
import dev.mempalace.benchmark.latency.LatencyBenchmark;
import dev.mempalace.benchmark.latency.LatencyJson;
import dev.mempalace.benchmark.latency.LatencyReport;
import dev.mempalace.benchmark.latency.LatencyTable;
import dev.mempalace.benchmark.latency.ModeSamples;
import dev.mempalace.benchmark.latency.SamplesJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

/** {@code bench --queries --latency}: warm search latency of the golden queries per mode. */
final class LatencyBench {

    private LatencyBench() {
    }

    /** One read-only bench for the whole run, so the model loads once and every timed search is warm. */
    static int run(BenchRun run, BenchSettings settings, Path queryFile, List<GoldenQuery> golden,
            TimingOptions options) throws IOException {
        if (options.forkCount() > 0) {
            return ForkedLatencyBench.run(run, settings, queryFile, golden.size(), options);
        }
        List<String> queries = golden.stream().map(GoldenQuery::query).toList();
        List<ModeSamples> samples;
        try (Workbench.Bench app = run.host().open(settings)) {
            samples = LatencyBenchmark.sample(app.search(), queries, run.modes(), options.warmupRounds(),
                    options.timedRounds());
        }
        if (options.samples()) {
            run.host().out().println(SamplesJson.write(samples));
            run.host().out().flush();
            return CommandLine.ExitCode.OK;
        }
        LatencyReport report = new LatencyReport(queries.size(), options.warmupRounds(), options.timedRounds(),
                samples.stream().map(ModeSamples::report).toList());
        return run.print(LatencyJson.write(report), LatencyTable.render(report));
    }
}
