package dev.mempalace.adapter.web;

import dev.mempalace.application.port.in.TimelineEntry;
import dev.mempalace.application.port.in.answer.TimelineAnswer;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * {@code /timeline}: by day, newest first, the notes written or changed and the sessions imported, filtered by
 * {@code project} (its folder or one inside it) and {@code harness}.
 */
final class TimelinePage {

    private final WebUseCases useCases;

    TimelinePage(WebUseCases useCases) {
        this.useCases = useCases;
    }

    Reply answer(Query query, boolean json) {
        Optional<String> project = query.first("project");
        Optional<String> harness = query.first("harness");
        List<TimelineEntry> entries = useCases.timeline().timeline().stream()
                .filter(e -> project.isEmpty() || e.project().filter(p -> p.equals(project.get())
                        || p.startsWith(project.get() + "/")).isPresent())
                .filter(e -> harness.isEmpty() || e.harness().equals(harness)).toList();
        if (json) {
            return Reply.json(TimelineAnswer.of(entries));
        }
        StringBuilder html = new StringBuilder("<h1>Timeline</h1><form class=\"filters\" action=\"/timeline\" "
                + "method=\"get\"><input name=\"project\" aria-label=\"project\" placeholder=\"project folder\" "
                + "value=\"" + Html.escape(project.orElse("")) + "\"><input name=\"harness\" aria-label=\"harness\" "
                + "placeholder=\"harness\" value=\"" + Html.escape(harness.orElse("")) + "\">"
                + "<button type=\"submit\">Filter</button></form>");
        LocalDate day = null;
        for (TimelineEntry entry : entries) {
            if (!entry.day().equals(day)) {
                html.append(day == null ? "" : "</ul>").append("<h2>").append(entry.day()).append("</h2><ul>");
                day = entry.day();
            }
            html.append("<li class=\"").append(entry.session() ? "session" : "note").append("\"><a href=\"")
                    .append(Html.noteHref(entry.path())).append("\">").append(Html.escape(entry.path()))
                    .append("</a>").append(entry.harness().map(h -> " <span class=\"harness\">" + Html.escape(h)
                            + "</span>").orElse("")).append("</li>");
        }
        return Reply.html(Html.page("Timeline", "", html.append(day == null ? "" : "</ul>").toString()));
    }
}
