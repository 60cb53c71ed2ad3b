package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.Declared;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Timings;
import dev.mempalace.adapter.cli.daemon.CommandRunner;
import dev.mempalace.application.port.in.answer.Located;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Cores;
import dev.mempalace.bootstrap.IndexLocation;
import dev.mempalace.bootstrap.PhaseClock;
import dev.mempalace.bootstrap.Settings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;

/**
 * The top command: global options, accepted before or after the subcommand. Its subcommands ({@link #SUBCOMMANDS},
 * and {@code bench}, from the benchmark module) are added by the start-up: only the one named, when one is. It is
 * declared through picocli's model ({@link Declared}), as {@code search} is: no annotation read for a search.
 */
public final class MempalaceCommand implements Callable<Integer> {

    /** A subcommand: its name, the one its class declares, and its class. */
    public record Subcommand(String name, Class<?> type) {
    }

    /** The subcommands, in the order help lists them. */
    public static final List<Subcommand> SUBCOMMANDS = List.of(new Subcommand("ingest", IngestCommand.class),
            new Subcommand("embed", EmbedCommand.class), new Subcommand("search", SearchCommand.class),
            new Subcommand("reconcile", ReconcileCommand.class), new Subcommand("status", StatusCommand.class),
            new Subcommand("get", GetCommand.class), new Subcommand("remember", RememberCommand.class),
            new Subcommand("init", InitCommand.class), new Subcommand("mcp", McpCommand.class),
            new Subcommand("serve", ServeCommand.class), new Subcommand("sessions", SessionsCommand.class),
            new Subcommand("daemon", DaemonCommand.class), new Subcommand("index", IndexCommand.class),
            new Subcommand("doctor", DoctorCommand.class));

    private final Io io;

    private final CommandSpec spec = CommandSpec.wrapWithoutInspection(this).name("mempalace");

    private final OptionSpec workspace = inherited(Declared.valued("--workspace", "DIR", Path.class,
            "Folder of Markdown notes (env MEMPALACE_WORKSPACE; default: the current folder or the nearest above it "
                    + "that holds .mempalace, else the user's store)."));

    private final OptionSpec index = inherited(Declared.valued("--index", "FILE|URL", String.class,
            "The index: a SQLite file (default: index.sqlite in the workspace's .mempalace folder) or a SolrCloud "
                    + "store named by a solr: URL, see docs/solr.md (env MEMPALACE_INDEX; store key env "
                    + "MEMPALACE_STORE)."));

    private final OptionSpec modelDir = inherited(Declared.valued("--model-dir", "DIR", Path.class,
            "Folder with one *.onnx model and tokenizer.json (env MEMPALACE_MODEL_DIR; default: the bundled "
                    + "bge-small-en-v1.5)."));

    private final OptionSpec model = inherited(Declared.valued("--model", "int8|fp32", String.class,
            "Bundled model variant (env MEMPALACE_MODEL; default: int8)."));

    private final OptionSpec timings = inherited(Declared.flag("--timings", "After the command, print one stderr "
            + "line 'timings: {json}': milliseconds per phase."));

    private final Timings clock;
    private final Cores cores;
    private final CommandRunner runner;

    public MempalaceCommand(Io io, Timings clock, Cores cores, CommandRunner runner) {
        this.io = io;
        this.clock = clock;
        this.cores = cores;
        this.runner = runner;
        // Read from the parse result by the error handler, which prints a failure's stack trace when it is given.
        inherited(Declared.flag("--verbose", "Print stack traces on errors."));
        Declared.withStandardHelp(spec).usageMessage()
                .description("Local-first memory for coding agents: Markdown notes, searched lexically and by meaning.")
                .footer("", "Exit codes: 0 ok, 1 internal error, 2 usage, 3 no index, 4 workspace unreadable, "
                        + "5 index locked, 6 index unreadable, 7 model unavailable, 8 some notes unreadable, "
                        + "9 transcript unreadable, 10 reconcile found drift, 11 the warm process could not start, "
                        + "130 interrupted (Ctrl-C; embed and ingest keep their work and resume when run again).");
    }

    private OptionSpec inherited(OptionSpec.Builder option) {
        OptionSpec declared = option.scopeType(ScopeType.INHERIT).build();
        spec.addOption(declared);
        return declared;
    }

    /** This command's model, which the start-up builds its command line from. */
    public CommandSpec spec() {
        return spec;
    }

    /** What picocli builds {@code subcommand} from: search's own model, else the annotated class. */
    public Object model(Subcommand subcommand) {
        return subcommand.type() == SearchCommand.class ? new SearchCommand(this).spec() : subcommand.type();
    }

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "a command is required: "
                + String.join(", ", spec.subcommands().keySet()));
    }

    /** The subcommand of {@link #SUBCOMMANDS} called {@code name}, if any. */
    public static Optional<Subcommand> subcommandNamed(String name) {
        return SUBCOMMANDS.stream().filter(command -> command.name().equals(name)).findFirst();
    }

    /** Streams and environment of this run. */
    public Io io() {
        return io;
    }

    /** How the warm process started by this command line runs its clients' commands. */
    CommandRunner runner() {
        return runner;
    }

    /** The core of this command over {@code settings}; the command closes it. */
    Composition open(Settings settings) {
        return cores.open(settings);
    }

    /** The core of a server that only searches, its model loaded for many queries. */
    Composition servingQueries(Settings settings) {
        return cores.servingQueries(settings);
    }

    /** The same core, adding the time of its ports to {@code timings}. */
    Composition timed(Settings settings, PhaseClock timings) {
        return cores.timed(settings, timings);
    }

    /** The clock of this run's phases, when --timings asks for them. */
    public Optional<Timings> timings() {
        return Boolean.TRUE.equals(timings.getValue()) ? Optional.of(clock) : Optional.empty();
    }

    /**
     * The settings of this run; a bad value (from an option or the environment), or a SolrCloud index without a
     * store key, is a usage error.
     */
    Settings settings() {
        return settings(false);
    }

    /** The settings of {@code bench}, whose SolrCloud index may name a collection alone: it keys its own stores. */
    public Settings benchSettings() {
        return settings(true);
    }

    private Settings settings(boolean collectionAlone) {
        try {
            WorkspaceLocation location = location();
            Path ws = location.folder();
            if (location.found() == WorkspaceLocation.Found.USER_STORE) {
                createUserStore(ws);
            }
            String typed = index.getValue() != null ? index.getValue() : io.variable("MEMPALACE_INDEX");
            IndexLocation where = typed == null
                    ? IndexLocation.file(Settings.defaultIndex(ws.toAbsolutePath().normalize()))
                    : indexLocation(typed, collectionAlone);
            return new Settings(ws, where, pick(modelDir.getValue(), "MEMPALACE_MODEL_DIR"),
                    Optional.<String>ofNullable(model.getValue()).or(() -> Optional.ofNullable(io.variable("MEMPALACE_MODEL")))
                            .orElse(Settings.INT8),
                    CacheFolder.resolve(io)).countingRetrievals(!"off".equalsIgnoreCase(io.variable(
                    "MEMPALACE_RETRIEVALS"))).inEnvironment(io.env());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
    }

    private IndexLocation indexLocation(String typed, boolean collectionAlone) {
        Optional<String> store = Optional.ofNullable(io.variable("MEMPALACE_STORE"));
        return collectionAlone ? IndexLocation.parseCollection(typed, io::path, store)
                : IndexLocation.parse(typed, io::path, store);
    }

    /** Where the workspace is: --workspace, MEMPALACE_WORKSPACE, the nearest enclosing workspace, the user's store. */
    WorkspaceLocation location() {
        if (workspace.getValue() != null) {
            return new WorkspaceLocation(workspace.getValue(), WorkspaceLocation.Found.OPTION);
        }
        String variable = io.variable("MEMPALACE_WORKSPACE");
        if (variable != null) {
            return new WorkspaceLocation(io.path(variable), WorkspaceLocation.Found.VARIABLE);
        }
        return WorkspaceLocation.discover(io.folder(), io);
    }

    private static void createUserStore(Path folder) {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot create the user's store " + folder + ": " + e.getMessage(),
                    e);
        }
    }

    /** The JSON answer of a command, with the workspace and index it used. */
    Map<String, Object> located(Map<String, ?> answer) {
        Settings settings = settings();
        return Located.of(new LinkedHashMap<>(answer), settings.workspace(), settings.index().toString());
    }

    /** Tells a person on stderr which workspace and index this command uses, and how the workspace was found. */
    void announce() {
        Settings settings = settings();
        io.err().println("mempalace: workspace " + settings.workspace() + " (" + location().found().words()
                + "), index " + settings.index());
    }

    /** Whether the workspace was named explicitly (option or environment) rather than defaulted. */
    public boolean workspaceGiven() {
        return workspace.getValue() != null || io.variable("MEMPALACE_WORKSPACE") != null;
    }

    /** Whether the index was named explicitly (option or environment) rather than defaulted. */
    public boolean indexGiven() {
        return index.getValue() != null || io.variable("MEMPALACE_INDEX") != null;
    }

    private Optional<Path> pick(Path option, String variable) {
        if (option != null) {
            return Optional.of(option);
        }
        return Optional.ofNullable(io.variable(variable)).map(io::path);
    }
}
