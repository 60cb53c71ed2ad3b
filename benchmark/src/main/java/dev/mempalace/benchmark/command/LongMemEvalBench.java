package dev.mempalace.benchmark.command;

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

    static int run(BenchRun run, Path longMemEval, Integer limit, Long seed, boolean abstentions)
            throws IOException {
        Path file = longMemEval.toAbsolutePath().normalize();
        if (!Files.isRegularFile(file)) {
            throw run.usage("no LongMemEval file at " + file, null);
        }
        Subset subset = run.badInput(() -> limit == null ? Subset.ALL : new Subset(limit, seed == null ? 0 : seed));
        Path dir = run.workDir("longmemeval");
        LongMemEvalReport report;
        try (ModelWorkbench model = run.host().workbench()) {
            TimedWorkbench bench = new TimedWorkbench(model);
            report = run.badInput(() -> LongMemEvalBenchmark.run(bench, run.host().transcripts(), file, dir,
                    run.modes(), subset, abstentions, run.host().progress("questions", "questions")));
            run.host().err().println("bench: " + bench.searchTime());
        }
        return run.print(LongMemEvalJson.write(report), LongMemEvalTable.render(report));
    }
}
