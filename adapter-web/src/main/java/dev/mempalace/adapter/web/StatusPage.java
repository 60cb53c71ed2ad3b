package dev.mempalace.adapter.web;

import dev.mempalace.application.port.in.CheckOptions;
import dev.mempalace.application.port.in.Checkup;
import dev.mempalace.application.port.in.answer.CheckupAnswer;
import dev.mempalace.application.port.in.answer.SessionImportAnswer;
import dev.mempalace.application.port.in.answer.StatusAnswer;
import dev.mempalace.domain.session.SessionSource;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code /status}: what the index holds, the store, the model and the drift (the CLI's status answer), and the session
 * sources the store imports ({@code sessionSources}, each as {@code sessions list} gives it). The doctor's findings
 * ({@code doctor}, its answer) only on demand ({@code ?doctor=1}, a link on the page): a checkup reads every note
 * and vector, which the status of a large memory must not wait for, and a cached one would be stale.
 */
final class StatusPage {

    private final WebUseCases useCases;

    StatusPage(WebUseCases useCases) {
        this.useCases = useCases;
    }

    Reply answer(Query query, boolean json) {
        Map<String, Object> answer = StatusAnswer.of(useCases.workspace(), useCases.index(), useCases.status().status());
        List<SessionSource> sources = useCases.sessions().list();
        answer.put("sessionSources", sources.stream().map(SessionImportAnswer::of).toList());
        Optional<Checkup> checkup = query.first("doctor").map(asked -> useCases.check().check(CheckOptions.DEFAULT));
        if (json) {
            checkup.ifPresent(found -> answer.put("doctor", CheckupAnswer.of(found)));
            return Reply.json(answer);
        }
        StringBuilder html = new StringBuilder("<h1>Status</h1><dl class=\"facts status\">");
        answer.remove("sessionSources");
        answer.forEach((key, value) -> html.append("<dt>").append(Html.escape(key)).append("</dt><dd>")
                .append(Html.escape(shown(value))).append("</dd>"));
        html.append("</dl><h2>Session sources</h2><ul class=\"sources\">");
        sources.forEach(source -> html.append("<li>").append(Html.escape(source.name() + " (" + source.harness()
                + "): " + String.join(", ", source.folders()) + source.project().map(p -> ", sessions run inside " + p)
                .orElse(""))).append("</li>"));
        if (sources.isEmpty()) {
            html.append("<li>none: <code>mempalace sessions add HARNESS</code> adds one (").append(Html.escape(
                    String.join(", ", useCases.sessions().harnesses()))).append(")</li>");
        }
        html.append("</ul>").append(checkup.map(CheckupView::of).orElse("<p class=\"checkup\"><a href=\"/status?"
                + "doctor=1\">Check the memory</a>: duplicates, broken links, orphans, supersession knots, stale and "
                + "never retrieved notes, as <code>mempalace doctor</code> finds them.</p>"));
        return Reply.html(Html.page("Status", "", html.toString()));
    }

    private static String shown(Object value) {
        if (value instanceof Map<?, ?> map) {
            return map.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
        }
        return value == null ? "none" : value.toString();
    }

}
