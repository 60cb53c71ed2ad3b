package dev.mempalace.benchmark.command;

import dev.mempalace.application.port.in.SearchMode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code mempalace bench}: golden recall over the bundled golden set by default, or over the workspace (ingested,
 * into a cache index when it is read-only), or a BEIR test split or LongMemEval_S retrieval in a work folder of
 * their own; prints the scores per mode. With {@code --latency}, times warm searches of the golden queries instead
 * of scoring them; with {@code --cold}, whole search processes; with {@code --throughput}, building a fresh index;
 * with {@code --scale}, searches over synthetic corpora of growing size; {@code bench redaction} scores the secret
 * redactor; {@code bench sessions} times importing and searching synthetic agent sessions; {@code bench
 * embedding} races the product's embedding against the bare model's.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Score retrieval per mode: golden queries (by default the bundled set), a BEIR folder or "
                + "LongMemEval; or time searches, index building or search at scale.")
public final class BenchCommand implements Callable<Integer> {

    private final BenchHost host;

    @Spec
    private CommandSpec spec;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    private Suite suite;

    @Option(names = "--modes", paramLabel = "MODE[,MODE...]", split = ",", defaultValue = "lexical,vector,hybrid",
            description = "Modes to run (default: ${DEFAULT-VALUE}).")
    private List<SearchMode> modes;

    @Option(names = "--limit", paramLabel = "N", description = "LongMemEval: at most N questions, stratified by "
            + "type (default: all 468).")
    private Integer limit;

    @Option(names = "--seed", paramLabel = "S", description = "LongMemEval: the seed that picks the --limit "
            + "questions (default: 0); scale: the seed of the synthetic corpus (default: 42).")
    private Long seed;

    @Option(names = "--abstentions", description = "LongMemEval: also ask the abstention questions, for the "
            + "relevance signal only (how many the search flags as not confident).")
    private boolean abstentions;

    @Option(names = "--work", paramLabel = "DIR", description = "BEIR, LongMemEval or scale: the folder for the notes "
            + "and indexes, kept so reruns reuse them (default: under $MEMPALACE_CACHE/bench).")
    private Path work;

    @Option(names = "--latency", description = "Golden queries: time warm searches of the queries (p50, p95, p99 "
            + "per mode) instead of scoring them.")
    private boolean latency;

    @Option(names = "--sizes", paramLabel = "N[,N...]", split = ",", description = "Scale: corpus sizes in "
            + "chunks (default: 1000,10000,100000,1000000).")
    private List<Integer> sizes;

    @Option(names = "--warmup", paramLabel = "N", description = "Latency: untimed rounds over every query before "
            + "timing (default: 3; scale: 2).")
    private Integer warmup;

    @Option(names = "--rounds", paramLabel = "N", description = "Latency: timed rounds over every query "
            + "(default: 20; scale: 5).")
    private Integer rounds;

    @Option(names = "--forks", paramLabel = "N", description = "Latency: fresh JVMs to run it in, one after another, "
            + "samples pooled (default: 3; 0 runs it in this process).")
    private Integer forks;

    @Option(names = "--samples", hidden = true, description = "Latency, in a fork: print the raw samples as JSON.")
    private boolean samples;

    @Option(names = "--cold", description = "Golden queries: time whole `search` processes per mode (wall time and "
            + "phases) instead of scoring them.")
    private boolean cold;

    @Option(names = "--runs", paramLabel = "N", description = "Cold: timed processes per mode (default: 20).")
    private Integer runs;

    @Option(names = "--peers", description = "Cold: time `java -version` (and with --qmd, qmd's BM25 search) in "
            + "each round too, and each mode's median as a multiple of theirs.")
    private boolean peers;

    @Option(names = "--qmd", paramLabel = "PATH", description = "Cold: the qmd executable to time `qmd search` "
            + "with over the same workspace (scripts/qmd.sh installs it); implies --peers.")
    private Path qmd;

    @Option(names = "--daemon", description = "Cold: time each mode through a warm process of the bench's own as "
            + "well (MODE+daemon).")
    private boolean daemon;

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

        @Option(names = "--throughput", required = true, description = "Build a fresh index of the workspace in a "
                + "temporary folder: ingest and embedding rates, index size, peak memory.")
        boolean throughput;

        @Option(names = "--scale", required = true, description = "Time search over synthetic corpora (random "
                + "vectors: timing only) of each --sizes.")
        boolean scale;
    }

    /** {@code bench redaction}: the redactor's recall on planted secrets and its false positives on the notes. */
    @Command(name = "redaction", mixinStandardHelpOptions = true, description = "Score the secret redactor: recall "
            + "on fake secrets of every kind, and the notes of the workspace (by default the bundled golden set's) "
            + "it would change.")
    int redaction(@Option(names = "--out", paramLabel = "FILE", description = "Also write the report as JSON to "
            + "FILE.") Path reportFile, @Option(names = "--json", description = "Print the JSON report instead of "
            + "the table.") boolean printJson) throws IOException {
        return RedactionBench.run(new BenchRun(host, spec.commandLine().getSubcommands().get("redaction"), List.of(),
                null, reportFile, printJson));
    }

    /** {@code bench sessions}: import and search speed over synthetic session transcripts of both harnesses. */
    @Command(name = "sessions", mixinStandardHelpOptions = true, description = "Time importing, indexing and "
            + "searching synthetic agent sessions (Claude Code and Codex transcripts) in a temporary workspace.")
    int sessions(@Mixin SessionsBench.Options options) throws IOException {
        return SessionsBench.run(new BenchRun(host, spec.commandLine().getSubcommands().get("sessions"),
                options.modes, null, options.out, options.json), options);
    }

    /** {@code bench embedding}: the product's embedding of a first import against the bare model's. */
    @Command(name = "embedding", mixinStandardHelpOptions = true, description = "Race the embedding of a first "
            + "import of Claude Code sessions against the bare model (tokenizer and ONNX Runtime alone) over the "
            + "same texts, rounds taking turns.")
    int embedding(@Mixin EmbeddingBench.Options options) throws IOException {
        return EmbeddingBench.run(new BenchRun(host, spec.commandLine().getSubcommands().get("embedding"), List.of(),
                null, options.out, options.json), options);
    }

    /** The command over what its host provides; the host registers it as its {@code bench} subcommand. */
    public BenchCommand(BenchHost host) {
        this.host = host;
    }

    @Override
    public Integer call() throws IOException {
        BenchRun run = new BenchRun(host, spec.commandLine(), modes, work, out, json);
        if (this.suite == null && host.workspaceGiven()) {
            throw run.usage("a workspace needs its queries: add --queries FILE (without both, bench scores the "
                    + "bundled golden set)", null);
        }
        Suite suite = this.suite == null ? new Suite() : this.suite;
        boolean golden = suite.beir == null && suite.longMemEval == null && !suite.throughput && !suite.scale;
        if (suite.longMemEval == null && (limit != null || (seed != null && !suite.scale))) {
            throw run.usage("--limit applies only to --longmemeval, --seed to --longmemeval and --scale", null);
        }
        if (suite.longMemEval == null && abstentions) {
            throw run.usage("--abstentions applies only to --longmemeval", null);
        }
        if (!latency && !suite.scale && (warmup != null || rounds != null)) {
            throw run.usage("--warmup and --rounds apply only to --latency and --scale", null);
        }
        if (sizes != null && !suite.scale) {
            throw run.usage("--sizes applies only to --scale", null);
        }
        if ((latency || cold) && !golden) {
            throw run.usage("--latency and --cold apply only to golden queries", null);
        }
        if ((warmup != null && warmup < 0) || (rounds != null && rounds < 1)) {
            throw run.usage("--warmup must be >= 0 and --rounds >= 1", null);
        }
        if ((golden || suite.throughput) && work != null) {
            throw run.usage("--work applies only to --beir, --longmemeval and --scale", null);
        }
        TimingOptions timing = run.badInput(() -> new TimingOptions(latency, cold, warmup, rounds, runs, forks,
                samples));
        ColdOptions coldOptions = run.badInput(() -> ColdOptions.of(cold, peers, qmd, daemon));
        if (suite.throughput) {
            return ThroughputBench.run(run);
        }
        if (suite.scale) {
            return ScaleBench.run(run, sizes, seed, warmup, rounds);
        }
        if (suite.beir != null) {
            return BeirBench.run(run, suite.beir);
        }
        if (suite.longMemEval != null) {
            return LongMemEvalBench.run(run, suite.longMemEval, limit, seed, abstentions);
        }
        return suite.queries != null ? GoldenBench.run(run, suite.queries, timing, coldOptions)
                : GoldenBench.runBundled(run, timing, coldOptions);
    }
}
