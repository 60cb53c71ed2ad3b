package dev.mempalace.adapter.web;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.in.answer.Located;
import dev.mempalace.application.port.in.answer.SearchAnswer;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.SourceKind;
import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.ranking.Snippet;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code /search?q=}: the hits as the CLI ranks them, filtered by kind ({@code kind=notes|sessions}), project,
 * tags ({@code tag=a,b}) and date ({@code since=YYYY-MM-DD}); each hit with its snippet marked and, folded, why it
 * ranked. As JSON, the CLI's search answer ({@code explain=true} adds the terms, as {@code --explain} does).
 */
final class SearchPage {

    private static final int LIMIT = 10;
    private static final int MAX_LIMIT = 50;

    private final WebUseCases useCases;

    SearchPage(WebUseCases useCases) {
        this.useCases = useCases;
    }

    Reply answer(Query query, boolean json) {
        Optional<String> text = query.first("q");
        if (text.isEmpty() && !json) {
            return Reply.html(Html.page("Search", "", filters(query) + "<p class=\"hint\">Type what you are about "
                    + "to do, an error message, a module: the notes that hold it come first.</p>"));
        }
        SearchRequest request = new SearchRequest(text.orElse(""), limit(query), Optional.empty(), true,
                filter(query));
        SearchResult result = useCases.search().search(request);
        if (json) {
            boolean explain = query.first("explain").filter(v -> v.equals("true") || v.equals("1")).isPresent();
            return Reply.json(Located.of(SearchAnswer.of(result, explain, useCases.workspace(), Notice::describe),
                    useCases.workspace(), useCases.index()));
        }
        StringBuilder body = new StringBuilder(filters(query));
        result.notices().forEach(n -> body.append("<p class=\"notice\">").append(Html.escape(n.describe()))
                .append("</p>"));
        body.append("<p class=\"summary\">").append(result.hits().size()).append(result.hits().size() == 1 ? " hit"
                : " hits").append(" (").append(result.mode().label()).append(")</p><ol class=\"hits\">");
        result.hits().forEach(hit -> body.append(hit(hit, result)));
        body.append("</ol>");
        return Reply.html(Html.page(text.get(), text.get(), body.toString()));
    }

    private static String hit(FusedHit hit, SearchResult result) {
        Chunk chunk = hit.chunk();
        String lines = chunk.path() + ":" + chunk.startLine() + "-" + chunk.endLine();
        StringBuilder out = new StringBuilder("<li class=\"hit\"><a class=\"title\" href=\"")
                .append(Html.noteHref(chunk.path())).append("#L").append(chunk.startLine()).append("\">")
                .append(Html.escape(chunk.title())).append("</a>");
        if (hit.retired()) {
            out.append(" <span class=\"retired\">retired</span>");
        }
        out.append("<div class=\"where\"><span class=\"heading\">").append(Html.escape(chunk.headingPath()))
                .append("</span> <code class=\"lines\">").append(Html.escape(lines)).append("</code> ")
                .append("<button type=\"button\" class=\"copy\" data-copy=\"").append(Html.escape("mempalace get "
                        + lines)).append("\">Copy get command</button></div>")
                .append("<p class=\"snippet\">").append(marked(hit.snippet())).append("</p>");
        if (!result.duplicates(hit).isEmpty()) {
            out.append("<p class=\"duplicates\">also: ").append(String.join(", ", result.duplicates(hit).stream()
                    .map(d -> "<a href=\"" + Html.noteHref(d.path()) + "\">" + Html.escape(d.title()) + "</a>")
                    .toList())).append("</p>");
        }
        out.append("<details class=\"explain\"><summary>why: ").append(result.match(hit).label())
                .append("</summary><ul>");
        hit.legs().forEach((leg, score) -> out.append(String.format(Locale.ROOT,
                "<li>%s: rank %d, score %.4f, rrf %.4f</li>", leg.label(), score.rank(), score.score(),
                score.contribution())));
        out.append(String.format(Locale.ROOT, "<li>boost %.4f, fused %.4f</li></ul></details></li>", hit.boost(),
                hit.score()));
        return out.toString();
    }

    /** The snippet's text with its matched words in {@code <mark>}, every piece escaped. */
    static String marked(Snippet snippet) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (Snippet.Span span : snippet.matches()) {
            if (span.start() < at || span.end() > snippet.text().length()) {
                continue;
            }
            out.append(Html.escape(snippet.text().substring(at, span.start()))).append("<mark>")
                    .append(Html.escape(snippet.text().substring(span.start(), span.end()))).append("</mark>");
            at = span.end();
        }
        return out.append(Html.escape(snippet.text().substring(at))).toString();
    }

    private static String filters(Query query) {
        String kind = query.first("kind").orElse("");
        return "<form class=\"filters\" action=\"/search\" method=\"get\">"
                + "<input type=\"hidden\" name=\"q\" value=\"" + Html.escape(query.first("q").orElse("")) + "\">"
                + "<select name=\"kind\" aria-label=\"kind\">" + option("", "notes and sessions", kind)
                + option("notes", "notes", kind) + option("sessions", "sessions", kind) + "</select>"
                + field("project", "project folder", query) + field("tag", "tags, a,b", query)
                + "<input name=\"since\" type=\"date\" aria-label=\"since\" value=\""
                + Html.escape(query.first("since").orElse("")) + "\"><button type=\"submit\">Filter</button></form>";
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
        int limit = query.first("limit").map(Integer::parseInt).orElse(LIMIT);
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
        return new NoteFilter(Optional.empty(), tags, since, false, kind, query.first("project"));
    }
}
