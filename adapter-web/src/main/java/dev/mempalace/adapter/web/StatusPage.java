package dev.mempalace.adapter.web;

import dev.mempalace.application.port.in.answer.SessionImportAnswer;
import dev.mempalace.application.port.in.answer.StatusAnswer;
import dev.mempalace.domain.session.SessionSource;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@code /status}: what the index holds, the store, the model and the drift (the CLI's status answer), and the session
 * sources the store imports ({@code sessionSources}, each as {@code sessions list} gives it).
 */
final class StatusPage {

    private final WebUseCases useCases;

    StatusPage(WebUseCases useCases) {
        this.useCases = useCases;
    }

    Reply answer(boolean json) {
        Map<String, Object> answer = StatusAnswer.of(useCases.workspace(), useCases.index(), useCases.status().status());
        List<SessionSource> sources = useCases.sessions().list();
        answer.put("sessionSources", sources.stream().map(SessionImportAnswer::of).toList());
        if (json) {
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
            html.append("<li>none: <code>mempalace sessions add claude-code</code> (or codex) adds one</li>");
        }
        return Reply.html(Html.page("Status", "", html.append("</ul>").toString()));
    }

    private static String shown(Object value) {
        if (value instanceof Map<?, ?> map) {
            return map.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
        }
        return value == null ? "none" : value.toString();
    }

}
