package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.scale.ScaleJson;
import dev.mempalace.benchmark.scale.ScalePlan;
import dev.mempalace.benchmark.scale.ScaleReport;
import dev.mempalace.benchmark.scale.ScaleRunner;
import dev.mempalace.benchmark.scale.ScaleTable;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code bench --scale}: search latency over synthetic corpora of growing size, in indexes kept for reruns: SQLite
 * files always, and beside them stores of the SolrCloud index {@code --index} names, if it names one.
 */
final class ScaleBench {

    static final List<Integer> DEFAULT_SIZES = List.of(1_000, 10_000, 100_000, 1_000_000);
    static final long DEFAULT_SEED = 42;
    static final int DEFAULT_WARMUP = 2;
    static final int DEFAULT_ROUNDS = 5;

    private ScaleBench() {
    }

    static int run(BenchRun run, List<Integer> sizes, Long seed, Integer warmup, Integer rounds) throws IOException {
        PrintWriter err = run.host().err();
        ScalePlan plan = run.badInput(() -> new ScalePlan(seed == null ? DEFAULT_SEED : seed,
                sizes == null ? DEFAULT_SIZES : sizes, run.modes(), warmup == null ? DEFAULT_WARMUP : warmup,
                rounds == null ? DEFAULT_ROUNDS : rounds));
        Path dir = run.work() != null ? run.work().toAbsolutePath().normalize()
                : run.host().settings().cache().resolve("bench").resolve("scale");
        ScaleReport report = ScaleRunner.run(run.host().scaleStores(dir), plan, line -> {
            err.println(line);
            err.flush();
        });
        return run.print(ScaleJson.write(report), ScaleTable.render(report));
    }
}
