package dev.mempalace.adapter.web;

import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.answer.CheckupAnswer;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The doctor's findings on the status view: a count and a list per kind, each note linked to its page (a broken
 * link to its line), with the command that fixes nothing but shows the same on the command line.
 */
final class CheckupView {

    private CheckupView() {
    }

    static String of(Checkup checkup) {
        StringBuilder html = new StringBuilder("<section class=\"checkup\"><h2>Checkup</h2><p class=\"hint\">What "
                + "<code>mempalace doctor</code> finds; nothing is changed.</p>");
        kind(html, "duplicates", "Near or exact duplicates", checkup.duplicates(), d -> notes(d.paths())
                + String.format(Locale.ROOT, " <span class=\"similarity\">(%s, %.2f)</span>",
                        d.kind().name().toLowerCase(Locale.ROOT), d.similarity()));
        kind(html, "broken-links", "Broken links", checkup.brokenLinks(), b -> "<a href=\"" + Html.noteHref(b.path())
                + "#L" + b.line() + "\">" + Html.escape(b.path() + ":" + b.line()) + "</a> names "
                + Html.escape(b.target()));
        kind(html, "orphans", "Orphans (no link in or out)", checkup.orphans(), CheckupView::note);
        kind(html, "superseded", "Supersession knots", checkup.superseded(), s -> Html.escape(s.kind().name()
                .toLowerCase(Locale.ROOT)) + ": " + notes(s.paths()));
        kind(html, "stale", "Maybe stale", checkup.stale(), s -> note(s.path()) + " "
                + Html.escape(CheckupAnswer.reason(s)));
        kind(html, "never-retrieved", "Never retrieved lately", checkup.neverRetrieved(), CheckupView::note);
        return html.append("</section>").toString();
    }

    private static <T> void kind(StringBuilder html, String name, String title, List<T> findings,
            Function<T, String> shown) {
        html.append("<h3>").append(title).append(" <span class=\"count\" id=\"").append(name).append("\">")
                .append(findings.size()).append("</span></h3><ul class=\"").append(name).append("\">");
        findings.forEach(finding -> html.append("<li>").append(shown.apply(finding)).append("</li>"));
        html.append("</ul>");
    }

    private static String notes(List<String> paths) {
        return String.join(", ", paths.stream().map(CheckupView::note).toList());
    }

    private static String note(String path) {
        return "<a href=\"" + Html.noteHref(path) + "\">" + Html.escape(path) + "</a>";
    }
}
