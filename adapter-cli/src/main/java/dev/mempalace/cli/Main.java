package dev.mempalace.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import picocli.CommandLine;

/** Entry point of the {@code mempalace} command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        java.io.Console console = System.console();
        Charset charset = console == null ? StandardCharsets.UTF_8 : console.charset();
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, charset));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, charset), true);
        int code = run(out, err, System.getenv(), args);
        out.flush();
        err.flush();
        System.exit(code);
    }

    /** Runs one command line; JSON is the default output unless stdin and stdout are a terminal. */
    public static int run(PrintWriter out, PrintWriter err, Map<String, String> env, String... args) {
        return run(new Io(out, err, env, System.console() != null), args);
    }

    /** Runs one command line with the given streams, environment and terminal flag. */
    public static int run(Io io, String... args) {
        try {
            return commandLine(io).execute(args);
        } catch (RuntimeException e) {
            // picocli handles command failures itself; this only catches a failure inside picocli or its setup.
            io.err().println("mempalace: internal error: " + e);
            return ExitCodes.INTERNAL;
        } finally {
            io.out().flush();
            io.err().flush();
        }
    }

    static CommandLine commandLine(Io io) {
        ErrorHandler errors = new ErrorHandler();
        return new CommandLine(new MempalaceCommand(io))
                .setOut(io.out())
                .setErr(io.err())
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler(errors)
                .setExitCodeExceptionMapper(errors)
                .setParameterExceptionHandler(new UsageErrorHandler());
    }
}
