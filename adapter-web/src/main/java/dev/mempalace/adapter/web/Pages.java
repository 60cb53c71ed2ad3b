package dev.mempalace.adapter.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/** Which page answers which path; the page's own CSS and script come from the jar. */
final class Pages {

    private static final Map<String, String> ASSETS = Map.of("/assets/page.css", "text/css; charset=utf-8",
            "/assets/page.js", "text/javascript; charset=utf-8");
    private static final String NOTE = "/note/";

    private final SearchPage search;
    private final NotePage note;
    private final TimelinePage timeline;
    private final StatusPage status;

    Pages(WebUseCases useCases) {
        this.search = new SearchPage(useCases);
        this.note = new NotePage(useCases);
        this.timeline = new TimelinePage(useCases);
        this.status = new StatusPage(useCases);
    }

    Reply answer(String rawPath, Query query, boolean json) {
        if (rawPath.equals("/") || rawPath.equals("/search")) {
            return search.answer(query, json);
        }
        if (rawPath.startsWith(NOTE)) {
            return note.answer(Query.decodePath(rawPath.substring(NOTE.length())), query, json);
        }
        if (rawPath.equals("/timeline")) {
            return timeline.answer(query, json);
        }
        if (rawPath.equals("/status")) {
            return status.answer(query, json);
        }
        if (ASSETS.containsKey(rawPath)) {
            return new Reply(200, ASSETS.get(rawPath), asset(rawPath.substring(rawPath.lastIndexOf('/') + 1)));
        }
        return Reply.failure(404, "no page here: " + rawPath, json);
    }

    private static byte[] asset(String name) {
        try (InputStream in = Pages.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("the jar holds no " + name, e);
        }
    }
}
