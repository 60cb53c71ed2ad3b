package dev.mempalace.adapter.cli;

import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.SearchPhases;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Entry point of the {@code mempalace} command. */
public final class Main {

    private Main() {
    }

    /** JSON is the default output unless stdin and stdout are a terminal. */
    public static void main(String[] args) {
        Timings timings = Timings.start();
        java.io.Console console = System.console();
        Charset charset = console == null ? StandardCharsets.UTF_8 : console.charset();
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, charset));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, charset), true);
        int code = run(new Io(out, err, System.getenv(), console != null), timings, args);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Runs one command line with the given streams, environment and terminal flag. */
    public static int run(Io io, String... args) {
        return run(io, Timings.start(), args);
    }

    /** Runs one command line; with --timings, the phases' line goes to stderr after the command's output. */
    static int run(Io io, Timings timings, String... args) {
        MempalaceCommand top = new MempalaceCommand(io, timings);
        try {
            int code = commandLine(top).execute(args);
            top.timings().ifPresent(t -> t.print(io));
            return code;
        } catch (RuntimeException e) {
            // picocli handles command failures itself; this only catches a failure inside picocli or its setup.
            io.err().println("mempalace: internal error: " + e);
            return ExitCodes.INTERNAL;
        } finally {
            io.out().flush();
            io.err().flush();
        }
    }

    /** The command line of {@code top}, with {@code bench} added before the settings that every subcommand shares. */
    static CommandLine commandLine(MempalaceCommand top) {
        ErrorHandler errors = new ErrorHandler();
        CommandLine bench = new CommandLine(Composition.benchCommand(new CliBenchContext(top)));
        bench.getCommandSpec().versionProvider(new Version());
        return new CommandLine(top)
                .addSubcommand(bench)
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
