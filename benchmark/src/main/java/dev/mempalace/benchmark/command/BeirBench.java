package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.beir.BeirBenchmark;
import dev.mempalace.benchmark.beir.BeirJson;
import dev.mempalace.benchmark.beir.BeirReport;
import dev.mempalace.benchmark.beir.BeirTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** {@code bench --beir}: the test split of a BEIR folder, scored in a work folder of its own. */
final class BeirBench {

    private BeirBench() {
    }

    static int run(BenchRun run, Path beir) throws IOException {
        Path folder = beir.toAbsolutePath().normalize();
        if (!Files.isDirectory(folder)) {
            throw run.usage("no BEIR folder at " + folder, null);
        }
        Path dir = run.workDir("beir-" + folder.getFileName());
        BeirReport report;
        try (ModelWorkbench model = run.host().workbench()) {
            TimedWorkbench bench = new TimedWorkbench(model);
            report = run.badInput(() -> BeirBenchmark.run(bench, folder, dir, run.modes(), run.embedding()));
            run.host().err().println("bench: " + bench.searchTime());
        }
        return run.print(BeirJson.write(report), BeirTable.render(report));
    }
}
