package dev.mempalace.adapter.web;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The local page on the JDK's HTTP server, bound to the loopback addresses only (127.0.0.1, and ::1 at the same port
 * when the machine has it), behind a random token (see {@link Guard}); read-only. Its threads are daemons, so that
 * nothing outlives the process that started it.
 */
public final class WebServer implements AutoCloseable {

    /** 127.0.0.1 itself: the name {@code localhost} may resolve elsewhere, and the loopback default may be ::1. */
    private static final byte[] LOOPBACK = {127, 0, 0, 1};
    private static final byte[] LOOPBACK6 = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};

    private final HttpServer server;
    private final Optional<HttpServer> server6;
    private final ExecutorService threads;
    private final String token;

    private WebServer(HttpServer server, Optional<HttpServer> server6, ExecutorService threads, String token) {
        this.server = server;
        this.server6 = server6;
        this.threads = threads;
        this.token = token;
    }

    /** Starts serving on {@code port} of 127.0.0.1 (0: a free port the system picks), and of ::1 if it can. */
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
        int bound = server.getAddress().getPort();
        Optional<HttpServer> server6 = ipv6(bound);
        Routes routes = new Routes(new Guard(bound, token, server6.isPresent()), new Pages(useCases));
        for (HttpServer each : server6.map(six -> List.of(server, six)).orElse(List.of(server))) {
            each.createContext("/", routes);
            each.setExecutor(threads);
            each.start();
        }
        return new WebServer(server, server6, threads, token);
    }

    /**
     * The page at ::1 too, where a browser that resolves {@code localhost} to it goes; none when the machine has
     * no IPv6 loopback, or something else holds the port there (127.0.0.1's URL is the one printed).
     */
    private static Optional<HttpServer> ipv6(int port) {
        try {
            return Optional.of(HttpServer.create(new InetSocketAddress(InetAddress.getByAddress(LOOPBACK6), port), 0));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Whether the page also answers at [::1]. */
    boolean onIpv6() {
        return server6.isPresent();
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
        server6.ifPresent(six -> six.stop(0));
        threads.shutdownNow();
    }
}
