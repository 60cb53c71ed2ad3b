package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.beir.BeirBenchmark;
import dev.mempalace.benchmark.beir.BeirJson;
import dev.mempalace.benchmark.beir.BeirReport;
import dev.mempalace.benchmark.beir.BeirTable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code bench --beir}: the test split of a BEIR folder, scored in a work folder of its own (its notes, and its index
 * unless --index names an index service: then a store of its own there).
 */
final class BeirBench {

    private BeirBench() {
    }

    static int run(BenchRun run, Path beir) throws IOException {
        Path folder = beir.toAbsolutePath().normalize();
        if (!Files.isDirectory(folder)) {
            throw run.usage("no BEIR folder at " + folder, null);
        }
        Path dir = run.workDir("beir-" + folder.getFileName());
        Optional<String> service = run.host().indexService();
        String store = BenchIndex.storeKey(dir);
        service.ifPresent(s -> run.host().err().println("bench: index " + s + "?store=" + store));
        BeirReport report;
        try (ModelWorkbench model = service.isPresent() ? run.host().workbench(store) : run.host().workbench()) {
            TimedWorkbench bench = new TimedWorkbench(model);
            report = run.badInput(() -> BeirBenchmark.run(bench, folder, dir, run.modes(), run.embedding()));
            run.host().err().println("bench: " + bench.searchTime());
        }
        return run.print(BeirJson.write(report), BeirTable.render(report));
    }
}
