package dev.mempalace.cli;

import dev.mempalace.benchmark.longmemeval.LongMemEvalBenchmark;
import dev.mempalace.benchmark.longmemeval.LongMemEvalJson;
import dev.mempalace.benchmark.longmemeval.LongMemEvalReport;
import dev.mempalace.benchmark.longmemeval.LongMemEvalTable;
import dev.mempalace.benchmark.longmemeval.Subset;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** {@code bench --longmemeval}: LongMemEval_S retrieval, optionally on a seeded subset, in a work folder of its own. */
final class LongMemEvalBench {

    private LongMemEvalBench() {
    }

    static int run(BenchRun run, Path longMemEval, Integer limit, Long seed) throws IOException {
        Path file = longMemEval.toAbsolutePath().normalize();
        if (!Files.isRegularFile(file)) {
            throw run.usage("no LongMemEval file at " + file, null);
        }
        Subset subset = run.badInput(() -> limit == null ? Subset.ALL : new Subset(limit, seed == null ? 0 : seed));
        Io io = run.top().io();
        Settings settings = run.top().settings();
        Path dir = run.workDir(settings, "longmemeval");
        LongMemEvalReport report;
        try (CliWorkbench bench = new CliWorkbench(settings)) {
            report = run.badInput(() -> LongMemEvalBenchmark.run(bench, file, dir, run.modes(), subset,
                    new ProgressReporter(io.err(), io.terminal(), "questions", "questions")));
            io.err().println("bench: " + bench.searchTime());
        }
        return run.print(LongMemEvalJson.write(report), LongMemEvalTable.render(report));
    }
}
