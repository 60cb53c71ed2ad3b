package dev.mempalace.adapter.cli.command;

import dev.mempalace.adapter.cli.output.Version;
import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Settings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.URI;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code mempalace serve}: the memory as a local page in the browser, read-only, in the foreground until Ctrl-C. The
 * first line of standard output is the URL to open, which carries the page's token.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = {"Serve a local, read-only page to search and read the memory, on 127.0.0.1 (and ::1) only, "
                + "until Ctrl-C. The first line of standard output is the URL to open: "
                + "http://127.0.0.1:PORT/?token=TOKEN (the token lets a browser in). See docs/serve.md."})
final class ServeCommand implements Callable<Integer> {

    /** Ctrl-C's exit code in a process of its own, which an interrupted thread (the warm process's way) gives too. */
    private static final int INTERRUPTED = 130;

    @ParentCommand
    private MempalaceCommand top;

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "0",
            description = "The port on 127.0.0.1 (default 0: a free one the system picks).")
    private int port;

    @Option(names = "--open", description = "Also open the page in the default browser.")
    private boolean open;

    @Override
    public Integer call() {
        if (port < 0 || port > 65_535) {
            throw new ParameterException(spec.commandLine(), "--port must be between 0 and 65535: " + port);
        }
        Settings settings = top.settings();
        top.announce();
        try (Composition app = top.servingQueries(settings)) {
            app.serveWeb(settings, port, url -> started(url));
            return INTERRUPTED;
        } catch (BindException e) {
            throw new ParameterException(spec.commandLine(), "port " + port + " on 127.0.0.1 cannot be used ("
                    + e.getMessage() + ")");
        } catch (IOException e) {
            throw new UncheckedIOException("the page could not start", e);
        }
    }

    private void started(URI url) {
        top.io().out().println(url);
        top.io().out().flush();
        if (open) {
            Browser.open(url, top.io().err());
        }
    }
}
