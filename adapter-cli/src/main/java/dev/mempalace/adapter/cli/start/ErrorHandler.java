package dev.mempalace.adapter.cli.start;

import dev.mempalace.adapter.cli.output.ExitCodes;
import dev.mempalace.adapter.cli.output.Wording;
import java.io.PrintWriter;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IExitCodeExceptionMapper;
import picocli.CommandLine.ParseResult;

/** Turns a failed command into one line on stderr and its documented exit code; a stack trace only if verbose. */
final class ErrorHandler implements IExecutionExceptionHandler, IExitCodeExceptionMapper {

    private final Consumer<Throwable> unexpected;

    /** {@code unexpected} hears of each failure that ends a command as an internal error (the warm process logs it). */
    ErrorHandler(Consumer<Throwable> unexpected) {
        this.unexpected = unexpected;
    }

    @Override
    public int handleExecutionException(Exception failure, CommandLine command, ParseResult parsed) {
        if (getExitCode(failure) == ExitCodes.INTERNAL) {
            unexpected.accept(failure);
        }
        PrintWriter err = command.getErr();
        err.println("mempalace: " + message(failure));
        if (verbose(parsed)) {
            failure.printStackTrace(err);
        }
        return getExitCode(failure);
    }

    @Override
    public int getExitCode(Throwable failure) {
        return ExitCodes.of(failure);
    }

    private static String message(Throwable failure) {
        return ExitCodes.portFailure(failure).map(f -> oneLine(Wording.of(f)))
                .orElse(internalError(failure) + " (rerun with --verbose for details)");
    }

    /** A failure nobody expected (a bug, or the JVM's own: a stack overflow, a class that will not load), on one line. */
    static String internalError(Throwable failure) {
        return "internal error: " + oneLine(failure.toString());
    }

    private static String oneLine(String message) {
        return message.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    private static boolean verbose(ParseResult parsed) {
        for (ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--verbose")) {
                return true;
            }
        }
        return false;
    }
}
