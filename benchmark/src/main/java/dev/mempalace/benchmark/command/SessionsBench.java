package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.Folders;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.sessions.SessionScaleJson;
import dev.mempalace.benchmark.sessions.SessionScalePlan;
import dev.mempalace.benchmark.sessions.SessionScaleReport;
import dev.mempalace.benchmark.sessions.SessionScaleRunner;
import dev.mempalace.benchmark.sessions.SessionScaleTable;
import dev.mempalace.benchmark.sessions.SessionWorkbench;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code bench sessions}: generates synthetic session transcripts of both harnesses in a temporary folder, imports
 * and indexes them into a fresh workspace there, times each step and warm searches, then deletes the folder.
 */
final class SessionsBench {

    private SessionsBench() {
    }

    /** The subcommand's options. */
    static final class Options {

        @Option(names = "--sessions", paramLabel = "N", defaultValue = "10000",
                description = "Sessions to generate, half Claude Code's, half Codex's (default: ${DEFAULT-VALUE}).")
        int sessions;

        @Option(names = "--sample", paramLabel = "N", defaultValue = "500",
                description = "Chunks to embed with the model, to time it (default: ${DEFAULT-VALUE}).")
        int sample;

        @Option(names = "--queries", paramLabel = "N", defaultValue = "300",
                description = "Queries drawn from the sessions' words (default: ${DEFAULT-VALUE}).")
        int queries;

        @Option(names = "--modes", paramLabel = "MODE[,MODE...]", split = ",", defaultValue = "hybrid",
                description = "Modes to time (default: ${DEFAULT-VALUE}).")
        List<SearchMode> modes;

        @Option(names = "--seed", paramLabel = "S", defaultValue = "42",
                description = "The seed of the corpus and its queries (default: ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--warmup", paramLabel = "N", defaultValue = "1",
                description = "Untimed rounds over every query before timing (default: ${DEFAULT-VALUE}).")
        int warmup;

        @Option(names = "--rounds", paramLabel = "N", defaultValue = "3",
                description = "Timed rounds over every query (default: ${DEFAULT-VALUE}).")
        int rounds;

        @Option(names = "--work", paramLabel = "DIR", description = "Where the temporary folder is made (default: "
                + "$MEMPALACE_CACHE/bench/sessions).")
        Path work;

        @Option(names = "--out", paramLabel = "FILE", description = "Also write the report as JSON to FILE.")
        Path out;

        @Option(names = "--json", description = "Print the JSON report instead of the table.")
        boolean json;
    }

    static int run(BenchRun run, Options options) throws IOException {
        SessionScalePlan plan = run.badInput(() -> new SessionScalePlan(options.seed, options.sessions,
                options.sample, options.queries, options.modes, options.warmup, options.rounds));
        BenchHost host = run.host();
        Path folder = run.scratch(options.work, "sessions");
        PrintWriter err = host.err();
        SessionScaleReport report;
        try (SessionWorkbench workbench = host.sessionWorkbench()) {
            Path workspace = Files.createDirectories(folder.resolve("workspace"));
            report = SessionScaleRunner.run(workbench, host.transcripts(), folder.resolve("transcripts"), workspace,
                    host.defaultIndex(workspace), plan, line -> {
                        err.println(line);
                        err.flush();
                    });
        } finally {
            Folders.delete(folder);
        }
        return run.print(SessionScaleJson.write(report), SessionScaleTable.render(report));
    }

}
