package dev.mempalace.adapter.cli.start;

import dev.mempalace.adapter.cli.bench.CliBenchContext;
import dev.mempalace.adapter.cli.client.UserHome;
import dev.mempalace.adapter.cli.command.CacheFolder;
import dev.mempalace.adapter.cli.command.MempalaceCommand;
import dev.mempalace.adapter.cli.daemon.DaemonLauncher;
import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Timings;
import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.bootstrap.Cores;
import dev.mempalace.bootstrap.SearchPhases;
import dev.mempalace.benchwiring.BenchWiring;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import picocli.CommandLine;

/** Entry point of the {@code mempalace} command. */
public final class Main {

    /**
     * Libraries' documented switches that spare a short command a search through every jar on the class path, each
     * set unless the user set it: picocli's look for Groovy (absent), and SLF4J's search for its providers (sqlite-jdbc
     * logs through it; the one bundled is the no-op provider), which then says nothing about the provider it was given.
     * And picocli's built-in converters for {@code java.sql} and {@code java.time} types that no option has (all but
     * {@code LocalDate}, search's {@code --since}): registering each loads and initialises its class, and those set up
     * date formatters and locale data, a third of a search's command line.
     */
    private static final Map<String, String> LIBRARY_SWITCHES = Map.of(
            "picocli.disable.closures", "true",
            "picocli.converters.excludes", "java\\.sql\\..*,java\\.time\\.(?!LocalDate$).*",
            "slf4j.provider", "org.slf4j.nop.NOPServiceProvider",
            "slf4j.internal.verbosity", "WARN");

    private Main() {
    }

    /** JSON is the default output unless stdin and stdout are a terminal. */
    public static void main(String[] args) {
        Timings timings = Timings.start();
        prepareProcess(System.getenv());
        java.io.Console console = System.console();
        Charset charset = console == null ? StandardCharsets.UTF_8 : console.charset();
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, charset));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, charset), true);
        Io io = new Io(out, err, System.getenv(), console != null);
        int code = process(io, timings, args);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /**
     * What a process of its own runs for one command line, and the training run (ArchiveTraining) for each of its
     * commands, so that the class-data archive holds what a command's process loads: the warm-up threads of a search,
     * the command, then the warm process started when the user asks for it.
     */
    static int process(Io io, Timings timings, String... args) {
        CommandWords words = CommandWords.of(args);
        int code = run(io, timings, warmUpIfSearch(io, words), WarmUps.IGNORED, words, args);
        DaemonLauncher.startIfWanted(io, words.subcommand());
        return code;
    }

    /**
     * A search over a SQLite index has the index's driver loaded on a thread of its own while picocli reads the
     * arguments and the core is built, instead of after them; the cores returned wait for it to end before they open
     * the index ({@link AfterWarmUp}). A search that may embed its query (any but a lexical one) has the model's
     * runtimes loaded on another, and the bundled model's tokenizer unless a model folder is named; the search waits
     * for whatever of those is not done when it gets there. Anything that fails there is left for the search itself
     * to meet and report. Even choosing the store's warm-up (loading the composition root and the store providers)
     * runs on the warm-up thread: done here first, it held the parse back by 10 to 15 ms.
     */
    private static Cores warmUpIfSearch(Io io, CommandWords words) {
        if (!words.subcommand().equals(Optional.of("search"))) {
            return Cores.FRESH;
        }
        Path cache = CacheFolder.resolve(io);
        Optional<String> index = words.indexNamed(io.variable("MEMPALACE_INDEX"));
        Cores cores = new AfterWarmUp(warmUp("mempalace-warm-up", new WarmUps.Index(index, cache)));
        if (!words.asksLexical()) {
            boolean bundledModel = io.variable("MEMPALACE_MODEL_DIR") == null
                    && words.value("--model-dir").isEmpty();
            warmUp("mempalace-model-warm-up", new WarmUps.Model(cache, bundledModel));
        }
        return cores;
    }

    private static Thread warmUp(String name, Runnable work) {
        Thread warmUp = new Thread(work, name);
        warmUp.setDaemon(true);
        // Not even a library's error (a native library that will not load, say) is printed from here: the search
        // meets it again and says what it is, in one line.
        warmUp.setUncaughtExceptionHandler(WarmUps.IGNORED);
        warmUp.start();
        return warmUp;
    }

    /**
     * A process's first acts, the class-data archive's training run's too (so that their classes are in it): HOME
     * taken as the user's home ({@link UserHome}), and the libraries' switches set.
     */
    static void prepareProcess(Map<String, String> env) {
        UserHome.adopt(env);
        setLibrarySwitches();
    }

    /** Sets each of {@link #LIBRARY_SWITCHES} that the user has not set. */
    private static void setLibrarySwitches() {
        for (Map.Entry<String, String> setting : LIBRARY_SWITCHES.entrySet()) {
            if (System.getProperty(setting.getKey()) == null) {
                System.setProperty(setting.getKey(), setting.getValue());
            }
        }
    }

    /** Runs one command line with the given streams, environment and terminal flag. */
    public static int run(Io io, String... args) {
        return run(io, Timings.start(), Cores.FRESH, args);
    }

    /** Runs one command line; with --timings, the phases' line goes to stderr after the command's output. */
    public static int run(Io io, Timings timings, Cores cores, String... args) {
        return run(io, timings, cores, failure -> { }, CommandWords.of(args), args);
    }

    /**
     * The same, its {@code words} read already, telling {@code unexpected} of a failure that ends the command as an
     * internal error (exit 1).
     */
    static int run(Io io, Timings timings, Cores cores, Consumer<Throwable> unexpected, CommandWords words,
            String... args) {
        MempalaceCommand top = new MempalaceCommand(io, timings, cores, MainRunner.INSTANCE);
        try {
            int code = commandLine(top, unexpected, words).execute(args);
            top.timings().ifPresent(t -> t.print(io));
            return code;
        } catch (RuntimeException | Error e) {
            // picocli turns a command's exceptions into its one line and exit code (ErrorHandler), but lets an Error
            // through (a stack overflow, a class that will not load); this catches those, and a failure inside
            // picocli or its setup. The warm process runs commands here too, so both print the same line.
            unexpected.accept(e);
            return internalError(io.err(), e);
        } finally {
            io.out().flush();
            io.err().flush();
        }
    }

    /** What an unexpected failure prints, in-process and in the warm process alike: one line; its exit code. */
    public static int internalError(PrintWriter err, Throwable failure) {
        err.println("mempalace: " + ErrorHandler.internalError(failure));
        return ExitCodes.INTERNAL;
    }

    /**
     * The command line of {@code top}, its subcommands added before the settings that every subcommand shares: only
     * the one {@code words} name, else all of them and {@code bench} (for help, a typo, {@code bench} itself or no
     * command). Building every command's model (picocli reads each one's annotations and fields) is a good part of
     * a short command's start, the benchmark's many commands most of all.
     */
    static CommandLine commandLine(MempalaceCommand top, Consumer<Throwable> unexpected, CommandWords words) {
        ErrorHandler errors = new ErrorHandler(unexpected);
        CommandLine line = new CommandLine(top.spec());
        Optional<MempalaceCommand.Subcommand> named = words.subcommand().flatMap(MempalaceCommand::subcommandNamed);
        if (named.isPresent()) {
            line.addSubcommand(named.get().name(), top.model(named.get()));
        } else {
            MempalaceCommand.SUBCOMMANDS.forEach(command -> line.addSubcommand(command.name(), top.model(command)));
            CommandLine bench = new CommandLine(BenchWiring.command(new CliBenchContext(top)));
            bench.getCommandSpec().versionProvider(new Version());
            line.addSubcommand(bench);
        }
        // Relative paths start from the command's working folder; "-" (standard input) is no path.
        Path cwd = top.io().cwd();
        line.registerConverter(Path.class, typed -> typed.equals("-") ? Path.of(typed) : cwd.resolve(typed));
        return line
                .setOut(top.io().out())
                .setErr(top.io().err())
                .setExecutionStrategy(parsed -> {
                    top.timings().ifPresent(t -> t.sinceStart(SearchPhases.PARSE));
                    return new CommandLine.RunLast().execute(parsed);
                })
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler(errors)
                .setExitCodeExceptionMapper(errors)
                .setParameterExceptionHandler(new UsageErrorHandler());
    }
}
