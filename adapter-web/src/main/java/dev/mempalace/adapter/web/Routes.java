package dev.mempalace.adapter.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.PortFailure;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;

/** Every request: the guard first, then the page asked for; a port failure becomes its status and the fact. */
final class Routes implements HttpHandler {

    private static final HttpStatuses STATUSES = new HttpStatuses();

    private final Guard guard;
    private final Pages pages;

    Routes(Guard guard, Pages pages) {
        this.guard = guard;
        this.pages = pages;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            Guard.secure(exchange.getResponseHeaders());
            long start = System.nanoTime();
            Reply reply;
            try {
                Query query = Query.parse(exchange.getRequestURI().getRawQuery());
                reply = guard.refusal(exchange, query)
                        .orElseGet(() -> answer(exchange.getRequestURI().getRawPath(), query, wantsJson(exchange)));
            } catch (IllegalArgumentException e) {
                reply = Reply.refused(400, "bad request: " + e.getMessage());
            }
            exchange.getResponseHeaders().set("Content-Type", reply.contentType());
            // The page's own time, for a browser's developer tools and docs/results.md's measure; no other origin
            // ever reads it.
            exchange.getResponseHeaders().set("Server-Timing", String.format(Locale.ROOT, "page;dur=%.2f",
                    (System.nanoTime() - start) / 1e6));
            // Length 0 would mean a chunked body to the JDK server; -1 is none.
            exchange.sendResponseHeaders(reply.status(), reply.body().length == 0 ? -1 : reply.body().length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(reply.body());
            }
        }
    }

    private Reply answer(String path, Query query, boolean json) {
        try {
            return pages.answer(path, query, json);
        } catch (IndexMissingException failure) {
            // The one failure a person meets on a first visit, with the remedy a page cannot apply itself.
            return Reply.failure(failure.accept(STATUSES), failure.getMessage() + "; build it with: mempalace "
                    + "ingest", json);
        } catch (PortFailure failure) {
            return Reply.failure(failure.accept(STATUSES), failure.getMessage(), json);
        } catch (IllegalArgumentException e) {
            return Reply.failure(400, e.getMessage(), json);
        }
    }

    /** JSON when the client asks for it before HTML, as a script does; a browser asks for HTML. */
    private static boolean wantsJson(HttpExchange exchange) {
        List<String> accept = exchange.getRequestHeaders().getOrDefault("Accept", List.of());
        String all = String.join(",", accept);
        int json = all.indexOf("application/json");
        int html = all.indexOf("text/html");
        return json >= 0 && (html < 0 || json < html);
    }
}
