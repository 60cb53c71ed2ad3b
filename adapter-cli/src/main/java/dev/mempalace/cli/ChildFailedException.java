package dev.mempalace.cli;

/** A MemPalace process that a benchmark started could not start, failed, or printed something unreadable. */
final class ChildFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int exitCode;

    ChildFailedException(String message, int exitCode, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    /** Tells the user in one stderr line and returns the exit code to end with: the child's own, if it had one. */
    int report(Io io) {
        io.err().println("mempalace: " + getMessage());
        return exitCode;
    }
}
