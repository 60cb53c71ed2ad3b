package dev.mempalace.cli;

import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.benchmark.BenchmarkReport;
import dev.mempalace.benchmark.GoldenBenchmark;
import dev.mempalace.benchmark.GoldenQueries;
import dev.mempalace.benchmark.GoldenQuery;
import dev.mempalace.benchmark.ReportJson;
import dev.mempalace.benchmark.ReportTable;
import dev.mempalace.benchmark.beir.BeirBenchmark;
import dev.mempalace.benchmark.beir.BeirJson;
import dev.mempalace.benchmark.beir.BeirReport;
import dev.mempalace.benchmark.beir.BeirTable;
import dev.mempalace.benchmark.latency.LatencyBenchmark;
import dev.mempalace.benchmark.latency.LatencyJson;
import dev.mempalace.benchmark.latency.LatencyReport;
import dev.mempalace.benchmark.latency.LatencyTable;
import dev.mempalace.benchmark.longmemeval.LongMemEvalBenchmark;
import dev.mempalace.benchmark.longmemeval.LongMemEvalJson;
import dev.mempalace.benchmark.longmemeval.LongMemEvalReport;
import dev.mempalace.benchmark.longmemeval.LongMemEvalTable;
import dev.mempalace.benchmark.longmemeval.Subset;
import dev.mempalace.domain.note.ContentHash;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code mempalace bench}: golden recall over the workspace (ingested, into a cache index when it is read-only),
 * or a BEIR test split or LongMemEval_S retrieval in a work folder of their own; prints the scores per mode.
 * With {@code --latency}, times warm searches of the golden queries instead of scoring them.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Score retrieval per mode: golden queries over the workspace, a BEIR folder or LongMemEval.")
final class BenchCommand implements Callable<Integer> {

    private static final int DEFAULT_WARMUP = 3;
    private static final int DEFAULT_ROUNDS = 20;

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @ArgGroup(exclusive = true, multiplicity = "1")
    private Suite suite;

    @Option(names = "--modes", paramLabel = "MODE[,MODE...]", split = ",", defaultValue = "lexical,vector,hybrid",
            description = "Modes to run (default: ${DEFAULT-VALUE}).")
    private List<SearchMode> modes;

    @Option(names = "--limit", paramLabel = "N", description = "LongMemEval: at most N questions, stratified by "
            + "type (default: all 468).")
    private Integer limit;

    @Option(names = "--seed", paramLabel = "S", description = "LongMemEval: the seed that picks the --limit "
            + "questions (default: 0).")
    private Long seed;

    @Option(names = "--work", paramLabel = "DIR", description = "BEIR or LongMemEval: the folder for the notes and "
            + "indexes, kept so reruns reuse vectors (default: under $MEMPALACE_CACHE/bench).")
    private Path work;

    @Option(names = "--latency", description = "With --queries: time warm searches of the queries (p50, p95, p99 "
            + "per mode) instead of scoring them.")
    private boolean latency;

    @Option(names = "--warmup", paramLabel = "N", description = "Latency: untimed rounds over every query before "
            + "timing (default: 3).")
    private Integer warmup;

    @Option(names = "--rounds", paramLabel = "N", description = "Latency: timed rounds over every query "
            + "(default: 20).")
    private Integer rounds;

    @Option(names = "--out", paramLabel = "FILE", description = "Also write the report as JSON to FILE.")
    private Path out;

    @Option(names = "--json", description = "Print the JSON report instead of the table.")
    private boolean json;

    /** Which benchmark to run: exactly one. */
    static final class Suite {

        @Option(names = "--queries", paramLabel = "FILE", required = true,
                description = "Golden queries, one {\"id\",\"query\",\"relevant\",\"kind\"} object a line.")
        Path queries;

        @Option(names = "--beir", paramLabel = "DIR", required = true,
                description = "A BEIR folder: corpus.jsonl[.gz], queries.jsonl, qrels/test.tsv.")
        Path beir;

        @Option(names = "--longmemeval", paramLabel = "FILE", required = true,
                description = "The LongMemEval_S JSON array (.json or .json.gz).")
        Path longMemEval;
    }

    @Override
    public Integer call() throws IOException {
        if (suite.longMemEval == null && (limit != null || seed != null)) {
            throw usage("--limit and --seed apply only to --longmemeval", null);
        }
        if (!latency && (warmup != null || rounds != null)) {
            throw usage("--warmup and --rounds apply only to --latency", null);
        }
        if (latency && suite.queries == null) {
            throw usage("--latency applies only to --queries", null);
        }
        if ((warmup != null && warmup < 0) || (rounds != null && rounds < 1)) {
            throw usage("--warmup must be >= 0 and --rounds >= 1", null);
        }
        if (suite.queries != null && work != null) {
            throw usage("--work applies only to --beir and --longmemeval", null);
        }
        if (suite.beir != null) {
            return beir();
        }
        return suite.longMemEval != null ? longMemEval() : golden();
    }

    private int golden() throws IOException {
        Io io = top.io();
        List<GoldenQuery> golden = readQueries();
        Settings settings = BenchIndex.choose(top.settings(), top.indexGiven());
        boolean vectors = modes.stream().anyMatch(m -> m != SearchMode.LEXICAL);
        IngestReport ingest;
        try (Composition app = Composition.writing(settings, true)) {
            ingest = app.ingest().ingest(vectors, new ProgressReporter(io.err(), io.terminal()));
        }
        ingest.skipped().forEach(s -> io.warn("could not read " + s));
        if (latency) {
            return latency(settings, golden);
        }
        BenchmarkReport report;
        try (Composition app = Composition.reading(settings)) {
            report = new GoldenBenchmark(app.search()).run(golden, modes);
        }
        return print(ReportJson.write(report), ReportTable.render(report));
    }

    /** One read-only composition for the whole run, so the model loads once and every timed search is warm. */
    private int latency(Settings settings, List<GoldenQuery> golden) throws IOException {
        int warmupRounds = warmup == null ? DEFAULT_WARMUP : warmup;
        int timedRounds = rounds == null ? DEFAULT_ROUNDS : rounds;
        List<String> queries = golden.stream().map(GoldenQuery::query).toList();
        LatencyReport report;
        try (Composition app = Composition.reading(settings)) {
            report = LatencyBenchmark.run(app.search(), queries, modes, warmupRounds, timedRounds);
        }
        return print(LatencyJson.write(report), LatencyTable.render(report));
    }

    private int beir() throws IOException {
        Path folder = suite.beir.toAbsolutePath().normalize();
        if (!Files.isDirectory(folder)) {
            throw usage("no BEIR folder at " + folder, null);
        }
        Io io = top.io();
        Settings settings = top.settings();
        Path dir = workDir(settings, "beir-" + folder.getFileName());
        BeirReport report;
        try (CliWorkbench bench = new CliWorkbench(settings)) {
            report = badInput(() -> BeirBenchmark.run(bench, folder, dir, modes,
                    new ProgressReporter(io.err(), io.terminal())));
            io.err().println("bench: " + bench.searchTime());
        }
        return print(BeirJson.write(report), BeirTable.render(report));
    }

    private int longMemEval() throws IOException {
        Path file = suite.longMemEval.toAbsolutePath().normalize();
        if (!Files.isRegularFile(file)) {
            throw usage("no LongMemEval file at " + file, null);
        }
        Subset subset = badInput(() -> limit == null ? Subset.ALL : new Subset(limit, seed == null ? 0 : seed));
        Io io = top.io();
        Settings settings = top.settings();
        Path dir = workDir(settings, "longmemeval");
        LongMemEvalReport report;
        try (CliWorkbench bench = new CliWorkbench(settings)) {
            report = badInput(() -> LongMemEvalBenchmark.run(bench, file, dir, modes, subset,
                    new ProgressReporter(io.err(), io.terminal(), "questions", "questions")));
            io.err().println("bench: " + bench.searchTime());
        }
        return print(LongMemEvalJson.write(report), LongMemEvalTable.render(report));
    }

    /** The work folder: --work, else one per suite and model, so int8 and fp32 runs keep their own indexes. */
    private Path workDir(Settings settings, String suiteName) {
        if (work != null) {
            return work.toAbsolutePath().normalize();
        }
        String model = settings.modelDir()
                .map(d -> "dir-" + ContentHash.of(d.toString()).substring(0, 12)).orElse(settings.variant());
        return settings.cache().resolve("bench").resolve(suiteName + "-" + model);
    }

    private int print(String reportJson, String table) throws IOException {
        if (out != null) {
            Path target = out.toAbsolutePath();
            if (target.getParent() != null) {
                Files.createDirectories(target.getParent());
            }
            Files.writeString(target, reportJson + System.lineSeparator(), StandardCharsets.UTF_8);
        }
        top.io().out().print(json ? reportJson + System.lineSeparator() : table);
        top.io().out().flush();
        return ExitCodes.OK;
    }

    /** Runs a benchmark step whose malformed input (a missing file, bad JSON, a bad value) is a usage error. */
    private <T> T badInput(Supplier<T> step) {
        try {
            return step.get();
        } catch (UncheckedIOException | IllegalArgumentException e) {
            throw usage(e.getMessage(), e);
        }
    }

    private ParameterException usage(String message, Exception cause) {
        return new ParameterException(spec.commandLine(), message, cause);
    }

    private List<GoldenQuery> readQueries() {
        List<GoldenQuery> golden = badInput(() -> GoldenQueries.read(suite.queries));
        if (golden.isEmpty()) {
            throw usage("no golden queries in " + suite.queries, null);
        }
        return golden;
    }
}
