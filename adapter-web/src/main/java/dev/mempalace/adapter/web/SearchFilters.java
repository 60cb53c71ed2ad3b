package dev.mempalace.adapter.web;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.SourceKind;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A search page's request read from its query ({@code mode}, {@code kind}, {@code path}, {@code project},
 * {@code tag}, {@code since}, {@code retired}, {@code limit}), as the CLI's options ask it, and the form that shows
 * and changes them.
 */
final class SearchFilters {

    private static final int LIMIT = 10;
    private static final int MAX_LIMIT = 50;

    private SearchFilters() {
    }

    static SearchRequest request(String text, Query query) {
        Optional<SearchMode> mode = query.first("mode").map(m -> switch (m) {
            case "lexical", "vector", "hybrid" -> SearchMode.valueOf(m.toUpperCase(Locale.ROOT));
            default -> throw new IllegalArgumentException("mode must be lexical, vector or hybrid: " + m);
        });
        return new SearchRequest(text, limit(query), mode, true, filter(query));
    }

    static String form(Query query) {
        String kind = query.first("kind").orElse("");
        String mode = query.first("mode").orElse("");
        return "<form class=\"filters\" action=\"/search\" method=\"get\">"
                + "<input type=\"hidden\" name=\"q\" value=\"" + Html.escape(query.first("q").orElse("")) + "\">"
                + "<select name=\"mode\" aria-label=\"mode\">" + option("", "best mode", mode)
                + option("lexical", "words", mode) + option("vector", "meaning", mode)
                + option("hybrid", "hybrid", mode) + "</select>"
                + "<select name=\"kind\" aria-label=\"kind\">" + option("", "notes and sessions", kind)
                + option("notes", "notes", kind) + option("sessions", "sessions", kind) + "</select>"
                + field("path", "path prefix", query) + field("project", "project folder", query)
                + field("tag", "tags, a,b", query)
                + "<input name=\"since\" type=\"date\" aria-label=\"since\" value=\""
                + Html.escape(query.first("since").orElse("")) + "\">"
                + "<label><input name=\"retired\" type=\"checkbox\" value=\"1\""
                + (retired(query) ? " checked" : "") + "> retired too</label>"
                + "<button type=\"submit\">Filter</button></form>";
    }

    private static boolean retired(Query query) {
        return query.first("retired").isPresent();
    }

    private static String option(String value, String label, String chosen) {
        return "<option value=\"" + value + "\"" + (value.equals(chosen) ? " selected" : "") + ">" + label
                + "</option>";
    }

    private static String field(String name, String hint, Query query) {
        return "<input name=\"" + name + "\" placeholder=\"" + hint + "\" aria-label=\"" + name + "\" value=\""
                + Html.escape(query.first(name).orElse("")) + "\">";
    }

    private static int limit(Query query) {
        int limit;
        try {
            limit = query.first("limit").map(Integer::parseInt).orElse(LIMIT);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("limit must be a number: " + query.first("limit").get());
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("limit must be between 1 and " + MAX_LIMIT + ": " + limit);
        }
        return limit;
    }

    private static NoteFilter filter(Query query) {
        List<String> tags = query.first("tag").map(t -> Arrays.asList(t.split(","))).orElse(List.of());
        Optional<LocalDate> since;
        try {
            since = query.first("since").map(LocalDate::parse);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("since must be a date, YYYY-MM-DD: " + query.first("since").get());
        }
        Optional<SourceKind> kind = query.first("kind").map(k -> switch (k) {
            case "notes" -> SourceKind.NOTES;
            case "sessions" -> SourceKind.SESSIONS;
            default -> throw new IllegalArgumentException("kind must be notes or sessions: " + k);
        });
        return new NoteFilter(query.first("path"), tags, since, retired(query), kind, query.first("project"));
    }
}
