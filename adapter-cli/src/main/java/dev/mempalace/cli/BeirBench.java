package dev.mempalace.cli;

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
        Io io = run.top().io();
        Settings settings = run.top().settings();
        Path dir = run.workDir(settings, "beir-" + folder.getFileName());
        BeirReport report;
        try (CliWorkbench bench = new CliWorkbench(settings)) {
            report = run.badInput(() -> BeirBenchmark.run(bench, folder, dir, run.modes(),
                    new ProgressReporter(io.err(), io.terminal())));
            io.err().println("bench: " + bench.searchTime());
        }
        return run.print(BeirJson.write(report), BeirTable.render(report));
    }
}
