package dev.mempalace.adapter.web;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Who may read the page: a request to 127.0.0.1 (or [::1], when the page is there too) at this port by that name
 * (any other {@code Host} is a DNS rebinding: 421), a GET (405), from no origin but the one it was asked at (403),
 * carrying the token in {@code ?token=} or the cookie it was exchanged for (401). The headers that keep the page from being framed, sniffed or leaking its URL go on
 * every answer, refusals included.
 */
final class Guard {

    private final String host;
    private final Set<String> hosts;
    private final String cookie;
    private final byte[] token;

    Guard(int port, String token, boolean ipv6) {
        this.host = "127.0.0.1:" + port;
        this.hosts = ipv6 ? Set.of(host, "[::1]:" + port) : Set.of(host);
        // Cookies are not kept apart by port: one name per server, so two pages never take each other's token.
        this.cookie = "mempalace-" + port;
        this.token = token.getBytes(StandardCharsets.US_ASCII);
    }

    /** Why the request is refused, if it is; a token given in the query is set as the cookie on the answer. */
    Optional<Reply> refusal(HttpExchange exchange, Query query) {
        Headers in = exchange.getRequestHeaders();
        List<String> named = in.getOrDefault("Host", List.of());
        if (named.size() != 1 || !hosts.contains(named.get(0))) {
            return Optional.of(Reply.refused(421, "this page answers only at http://" + host));
        }
        String origin = "http://" + named.get(0);
        if (!exchange.getRequestMethod().equals("GET")) {
            return Optional.of(Reply.refused(405, "the page is read-only: GET only"));
        }
        List<String> origins = in.getOrDefault("Origin", List.of());
        if (origins.stream().anyMatch(o -> !o.equals(origin))) {
            return Optional.of(Reply.refused(403, "requests from another origin are refused"));
        }
        Optional<String> given = query.first("token");
        if (given.isPresent() && matches(given.get())) {
            exchange.getResponseHeaders().add("Set-Cookie", cookie + "=" + given.get()
                    + "; Path=/; HttpOnly; SameSite=Strict");
            return Optional.empty();
        }
        if (cookieToken(in).filter(this::matches).isPresent()) {
            return Optional.empty();
        }
        return Optional.of(Reply.refused(401, "open the URL that mempalace serve printed (it carries the token)"));
    }

    /** The headers every answer carries. */
    static void secure(Headers out) {
        out.set("Content-Security-Policy", "default-src 'self'; base-uri 'none'; form-action 'self'; "
                + "frame-ancestors 'none'");
        out.set("X-Frame-Options", "DENY");
        out.set("X-Content-Type-Options", "nosniff");
        out.set("Referrer-Policy", "no-referrer");
        out.set("Cache-Control", "no-store");
    }

    private Optional<String> cookieToken(Headers in) {
        for (String header : in.getOrDefault("Cookie", List.of())) {
            for (String pair : header.split(";")) {
                String[] parts = pair.strip().split("=", 2);
                if (parts.length == 2 && parts[0].equals(cookie)) {
                    return Optional.of(parts[1]);
                }
            }
        }
        return Optional.empty();
    }

    private boolean matches(String candidate) {
        // In constant time: how long a wrong token took to refuse says nothing of the right one.
        return MessageDigest.isEqual(token, candidate.getBytes(StandardCharsets.US_ASCII));
    }
}
