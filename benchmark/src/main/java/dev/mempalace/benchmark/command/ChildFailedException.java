package dev.mempalace.benchmark.command;

import java.io.PrintWriter;
import picocli.CommandLine;

/** A MemPalace process that a benchmark started could not start, failed, or printed something unreadable. */
final class ChildFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int exitCode;

    ChildFailedException(String message, int exitCode, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    /** A failure of the benchmark rather than of the child: an internal error. */
    ChildFailedException(String message, Throwable cause) {
        this(message, CommandLine.ExitCode.SOFTWARE, cause);
    }

    /** Tells the user in one stderr line and returns the exit code to end with: the child's own, if it had one. */
    int report(PrintWriter err) {
        err.println("mempalace: " + getMessage());
        return exitCode;
    }
}
