package dev.mempalace.adapter.web;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.in.answer.Located;
import dev.mempalace.application.port.in.answer.SearchAnswer;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.ranking.Snippet;
import dev.mempalace.domain.session.TranscriptLines;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code /search?q=}: the hits as the CLI ranks them, in the mode and over the notes {@link SearchFilters} reads from
 * the query; each hit with its snippet marked, a session's origin and, folded, why it ranked. As JSON, the CLI's
 * search answer ({@code explain=true} adds the terms, as {@code --explain} does).
 */
final class SearchPage {

    private final WebUseCases useCases;

    SearchPage(WebUseCases useCases) {
        this.useCases = useCases;
    }

    Reply answer(Query query, boolean json) {
        Optional<String> text = query.first("q");
        if (text.isEmpty() && !json) {
            return Reply.html(Html.page("Search", "", SearchFilters.form(query) + "<p class=\"hint\">Type what you are "
                    + "about to do, an error message, a module: the notes that hold it come first.</p>"));
        }
        SearchResult result = useCases.search().search(SearchFilters.request(text.orElse(""), query));
        if (json) {
            boolean explain = query.first("explain").filter(v -> v.equals("true") || v.equals("1")).isPresent();
            return Reply.json(Located.of(SearchAnswer.of(result, explain, useCases.workspace(), Notice::describe),
                    useCases.workspace(), useCases.index()));
        }
        StringBuilder body = new StringBuilder(SearchFilters.form(query));
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
                .append(origin(hit))
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

    /** Where a session's hit came from: the harness, the session, its project and branch, the transcript's lines. */
    private static String origin(FusedHit hit) {
        return hit.session().map(origin -> {
            Optional<TranscriptLines> lines = hit.chunk().transcript();
            return "<p class=\"origin\">" + Html.escape(origin.harness()) + " session <span class=\"session-id\">"
                    + Html.escape(origin.id()) + "</span>, project <span class=\"project\">"
                    + Html.escape(origin.project().orElse("")) + "</span>, branch <span class=\"branch\">"
                    + Html.escape(origin.branch().orElse("")) + "</span>, from <code class=\"transcript\">"
                    + Html.escape(origin.transcript()) + "</code>" + lines.map(l -> " lines <span class=\""
                    + "transcript-lines\">" + l.first() + "-" + l.last() + "</span>").orElse("") + "</p>";
        }).orElse("");
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
}
