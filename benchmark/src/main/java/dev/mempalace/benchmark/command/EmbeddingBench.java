package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.Folders;
import dev.mempalace.benchmark.embedding.EmbeddingJson;
import dev.mempalace.benchmark.embedding.EmbeddingRace;
import dev.mempalace.benchmark.embedding.EmbeddingReport;
import dev.mempalace.benchmark.embedding.EmbeddingTable;
import dev.mempalace.benchmark.sessions.SessionWorkbench;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code bench embedding}: the product's first import of a Claude Code folder's sessions, its embedding rate raced
 * against the bare model's over the same texts, in a temporary folder it deletes.
 */
final class EmbeddingBench {

    private EmbeddingBench() {
    }

    /** The subcommand's options. */
    static final class Options {

        @Parameters(paramLabel = "FOLDER", description = "A Claude Code projects folder (scripts/gen-sessions.py "
                + "N OUT makes OUT/projects).")
        Path projects;

        @Option(names = "--rounds", paramLabel = "N", defaultValue = "3",
                description = "Rounds of both, taking turns to go first (default: ${DEFAULT-VALUE}).")
        int rounds;

        @Option(names = "--work", paramLabel = "DIR", description = "Where the temporary folder is made (default: "
                + "$MEMPALACE_CACHE/bench/embedding).")
        Path work;

        @Option(names = "--out", paramLabel = "FILE", description = "Also write the report as JSON to FILE.")
        Path out;

        @Option(names = "--json", description = "Print the JSON report instead of the table.")
        boolean json;
    }

    static int run(BenchRun run, Options options) throws IOException {
        if (!Files.isDirectory(options.projects)) {
            throw run.usage("not a folder: " + options.projects, null);
        }
        if (options.rounds < 1) {
            throw run.usage("--rounds must be >= 1", null);
        }
        BenchHost host = run.host();
        Path folder = run.scratch(options.work, "embedding");
        PrintWriter err = host.err();
        EmbeddingReport report;
        try (SessionWorkbench workbench = host.sessionWorkbench()) {
            report = EmbeddingRace.run(workbench, workbench.modelFiles(), options.projects.toAbsolutePath(), folder,
                    options.rounds, line -> {
                        err.println(line);
                        err.flush();
                    });
        } finally {
            Folders.delete(folder);
        }
        return run.print(EmbeddingJson.write(report), EmbeddingTable.render(report));
    }
}
