package dev.mempalace.adapter.cli.start;

import dev.mempalace.adapter.cli.daemon.CommandRunner;
import dev.mempalace.adapter.cli.output.Io;
import dev.mempalace.adapter.cli.output.Timings;
import dev.mempalace.bootstrap.Cores;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.Consumer;

/** The warm process's commands run as {@link Main} runs a command line in a process of its own. */
public final class MainRunner implements CommandRunner {

    /** The one runner: it holds nothing. */
    public static final MainRunner INSTANCE = new MainRunner();

    private MainRunner() {
    }

    @Override
    public int run(Io io, Cores cores, Consumer<Throwable> unexpected, String... args) {
        return Main.run(io, Timings.start(), cores, unexpected, CommandWords.of(args), args);
    }

    @Override
    public Optional<String> subcommand(String... args) {
        return CommandWords.of(args).subcommand();
    }

    @Override
    public int internalError(PrintWriter err, Throwable failure) {
        return Main.internalError(err, failure);
    }
}
