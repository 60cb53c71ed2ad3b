package dev.mempalace.adapter.cli;

import dev.mempalace.adapter.cli.start.Main;
import dev.mempalace.adapter.cli.output.Io;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code mempalace --workspace DIR serve} run in-process on a thread of its own, as Ctrl-C would end it in a process
 * of its own: its thread interrupted. The URL is the first line it printed.
 */
final class ServedPage implements AutoCloseable {

    private final Thread thread;
    private final AtomicInteger code = new AtomicInteger(-1);
    private final StringWriter err = new StringWriter();
    private final URI url;

    ServedPage(Path workspace, String... extra) throws IOException {
        PipedInputStream piped = new PipedInputStream(1 << 16);
        PrintWriter out = new PrintWriter(new PipedOutputStream(piped), true, StandardCharsets.UTF_8);
        String[] args = new String[3 + extra.length];
        args[0] = "--workspace";
        args[1] = workspace.toString();
        args[2] = "serve";
        System.arraycopy(extra, 0, args, 3, extra.length);
        thread = new Thread(() -> {
            code.set(Main.run(new Io(out, new PrintWriter(err, true), Map.of("MEMPALACE_CACHE",
                    TestWorkspace.CACHE.toString()), false, InputStream.nullInputStream()), args));
            out.close();
        }, "serve");
        thread.start();
        String first = new BufferedReader(new InputStreamReader(piped, StandardCharsets.UTF_8)).readLine();
        if (first == null) {
            throw new AssertionError("serve printed no URL: " + err);
        }
        url = URI.create(first);
    }

    /** The URL serve printed first. */
    URI url() {
        return url;
    }

    /** The page's address for {@code path} (with its query), the token added. */
    URI at(String path) {
        String token = url.getQuery();
        return URI.create("http://127.0.0.1:" + url.getPort() + path + (path.contains("?") ? "&" : "?") + token);
    }

    String err() {
        return err.toString();
    }

    /** Ends the command as Ctrl-C would and gives its exit code. */
    int stop() throws InterruptedException {
        thread.interrupt();
        thread.join();
        return code.get();
    }

    @Override
    public void close() {
        if (thread.isAlive()) {
            try {
                stop();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
