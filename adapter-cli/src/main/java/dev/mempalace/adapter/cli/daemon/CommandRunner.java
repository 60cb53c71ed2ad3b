package dev.mempalace.adapter.cli.daemon;

import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.bootstrap.Cores;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.Consumer;

/** How the warm process runs a client's command line: as the command's own process would, given by the start-up. */
public interface CommandRunner {

    /**
     * Runs {@code args} with the client's streams over {@code cores}; the command's exit code. {@code unexpected}
     * hears of a failure that ends it as an internal error, which the client is told in one line.
     */
    int run(Io io, Cores cores, Consumer<Throwable> unexpected, String... args);

    /** The subcommand {@code args} name, if any (which command it is, for what the daemon runs and logs). */
    Optional<String> subcommand(String... args);

    /** What an unexpected failure prints, in-process and in the warm process alike: one line; its exit code. */
    int internalError(PrintWriter err, Throwable failure);
}
