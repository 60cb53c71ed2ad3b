package dev.mempalace.cli;

import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.BenchmarkReport;
import dev.mempalace.benchmark.GoldenBenchmark;
import dev.mempalace.benchmark.GoldenQueries;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.benchmark.ReportJson;
import dev.mempalace.benchmark.ReportTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code mempalace bench}: ingests the workspace (into a cache index when the workspace is read-only), embeds
 * when a vector mode is asked, runs the golden queries in each mode and prints recall, MRR and nDCG.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Run golden queries (JSON Lines) against the workspace and score recall per mode.")
final class BenchCommand implements Callable<Integer> {

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @Option(names = "--queries", paramLabel = "FILE", required = true,
            description = "Golden queries, one {\"id\",\"query\",\"relevant\",\"kind\"} object a line.")
    private Path queries;

    @Option(names = "--modes", paramLabel = "MODE[,MODE...]", split = ",", defaultValue = "lexical,vector,hybrid",
            description = "Modes to run (default: ${DEFAULT-VALUE}).")
    private List<SearchMode> modes;

    @Option(names = "--out", paramLabel = "FILE", description = "Also write the report as JSON to FILE.")
    private Path out;

    @Option(names = "--json", description = "Print the JSON report instead of the table.")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        Io io = top.io();
        List<GoldenQuery> golden = readQueries();
        Settings settings = BenchIndex.choose(top.settings(), top.indexGiven());
        boolean vectors = modes.stream().anyMatch(m -> m != SearchMode.LEXICAL);
        IngestReport ingest;
        try (Composition app = Composition.writing(settings, true)) {
            ingest = app.ingest().ingest(vectors, new ProgressReporter(io.err(), io.terminal()));
        }
        ingest.skipped().forEach(s -> io.warn("could not read " + s));
        BenchmarkReport report;
        try (Composition app = Composition.reading(settings)) {
            report = new GoldenBenchmark(app.search()).run(golden, modes);
        }
        String reportJson = ReportJson.write(report);
        if (out != null) {
            Path target = out.toAbsolutePath();
            if (target.getParent() != null) {
                Files.createDirectories(target.getParent());
            }
            Files.writeString(target, reportJson + System.lineSeparator(), StandardCharsets.UTF_8);
        }
        io.out().print(json ? reportJson + System.lineSeparator() : ReportTable.render(report));
        io.out().flush();
        return ExitCodes.OK;
    }

    private List<GoldenQuery> readQueries() {
        try {
            List<GoldenQuery> golden = GoldenQueries.read(queries);
            if (golden.isEmpty()) {
                throw new ParameterException(spec.commandLine(), "no golden queries in " + queries);
            }
            return golden;
        } catch (UncheckedIOException | IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
    }
}
