package dev.mempalace.benchmark.command;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.latency.ForkedLatencyJson;
import dev.mempalace.benchmark.latency.ForkedLatencyReport;
import dev.mempalace.benchmark.latency.ForkedLatencyTable;
import dev.mempalace.benchmark.latency.ModeSamples;
import dev.mempalace.benchmark.latency.SamplesJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code bench --latency --forks N}: the warm latency benchmark in N fresh JVMs one after another, so that one
 * JVM's luck (JIT decisions, memory layout) does not pass for the answer; their samples are pooled.
 */
final class ForkedLatencyBench {

    private ForkedLatencyBench() {
    }

    static int run(BenchRun run, BenchSettings settings, Path queries, int queryCount, TimingOptions options)
            throws IOException {
        MempalaceProcess process = new MempalaceProcess(run.host().launcher());
        List<String> args = List.of("bench", "--latency", "--samples", "--queries",
                queries.toAbsolutePath().toString(), "--modes",
                run.modes().stream().map(SearchMode::label).collect(Collectors.joining(",")),
                "--warmup", Integer.toString(options.warmupRounds()),
                "--rounds", Integer.toString(options.timedRounds()));
        List<List<ModeSamples>> forks = new ArrayList<>();
        try {
            for (int fork = 0; fork < options.forkCount(); fork++) {
                forks.add(samples(process.run(settings, args)));
            }
        } catch (ChildFailedException e) {
            return e.report(run.host().err());
        }
        ForkedLatencyReport report = ForkedLatencyReport.pool(queryCount, options.warmupRounds(),
                options.timedRounds(), forks);
        return run.print(ForkedLatencyJson.write(report), ForkedLatencyTable.render(report));
    }

    private static List<ModeSamples> samples(ChildRun child) {
        try {
            return SamplesJson.read(child.out());
        } catch (IllegalArgumentException e) {
            throw new ChildFailedException(child.command() + " printed no samples: " + e.getMessage(), e);
        }
    }
}
