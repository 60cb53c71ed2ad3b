package dev.mempalace.adapter.web;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The local page on the JDK's HTTP server, bound to the loopback address only, behind a random token (see
 * {@link Guard}); read-only. Its threads are daemons, so that nothing outlives the process that started it.
 */
public final class WebServer implements AutoCloseable {

    /** 127.0.0.1 itself: the name {@code localhost} may resolve elsewhere, and the loopback default may be ::1. */
    private static final byte[] LOOPBACK = {127, 0, 0, 1};

    private final HttpServer server;
    private final ExecutorService threads;
    private final String token;

    private WebServer(HttpServer server, ExecutorService threads, String token) {
        this.server = server;
        this.threads = threads;
        this.token = token;
    }

    /** Starts serving on {@code port} of 127.0.0.1 (0: a free port the system picks). */
    public static WebServer start(WebUseCases useCases, int port) throws IOException {
        byte[] random = new byte[32];
        new SecureRandom().nextBytes(random);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress(LOOPBACK), port), 0);
        ExecutorService threads = Executors.newFixedThreadPool(4, task -> {
            Thread thread = new Thread(task, "mempalace-web");
            thread.setDaemon(true);
            return thread;
        });
        Guard guard = new Guard(server.getAddress().getPort(), token);
        server.createContext("/", new Routes(guard, new Pages(useCases)));
        server.setExecutor(threads);
        server.start();
        return new WebServer(server, threads, token);
    }

    /** The page's port. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** The URL to open: the first page, with the token that lets the browser in. */
    public URI url() {
        return URI.create("http://127.0.0.1:" + port() + "/?token=" + token);
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
