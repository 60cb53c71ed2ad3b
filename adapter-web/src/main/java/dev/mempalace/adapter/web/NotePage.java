package dev.mempalace.adapter.web;

import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.NoteLinks;
import dev.mempalace.application.port.in.answer.LinksAnswer;
import dev.mempalace.application.port.in.answer.Located;
import dev.mempalace.application.port.in.answer.NoteAnswer;
import dev.mempalace.domain.note.WikiLinks;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code /note/<path>}: a note read from the workspace (refused as {@code get} refuses a path), rendered, with its
 * front matter facts, links and backlinks, and a button that copies the {@code get} command; a session shows its
 * exchanges with their tool calls folded. As JSON, {@code get}'s answer with the links added.
 */
final class NotePage {

    private static final Set<String> RETIRED = Set.of("superseded", "deprecated", "archived");

    private final WebUseCases useCases;

    NotePage(WebUseCases useCases) {
        this.useCases = useCases;
    }

    Reply answer(String path, Query query, boolean json) {
        // Lines, as get's PATH:FROM-TO asks them, only for the JSON: the page shows the whole note at a line.
        NoteLines note = useCases.read().read(path, json ? query.first("lines").map(NotePage::lines)
                : Optional.empty());
        NoteLinks links = useCases.links().links(path);
        if (json) {
            Map<String, Object> answer = NoteAnswer.of(note, useCases.workspace());
            answer.put("links", LinksAnswer.of(links));
            return Reply.json(Located.of(answer, useCases.workspace(), useCases.index()));
        }
        Map<String, Optional<String>> targets = new LinkedHashMap<>();
        links.outgoing().forEach(link -> targets.put(link.target(), link.note()));
        FrontMatter front = FrontMatter.of(note.lines());
        String body = String.join("\n", note.lines().subList(front.bodyStart(), note.lines().size()));
        String title = front.facts().getOrDefault("title", note.lines().stream().filter(l -> l.startsWith("# "))
                .findFirst().map(l -> l.substring(2).strip()).orElse(note.path()));
        StringBuilder html = new StringBuilder("<article class=\"note").append(note.session().isPresent()
                ? " session" : "").append("\"><div class=\"path\"><code>").append(Html.escape(note.path()))
                .append("</code> <button type=\"button\" class=\"copy\" data-copy=\"")
                .append(Html.escape("mempalace get " + note.path() + ":1-" + note.total()))
                .append("\">Copy get command</button></div>");
        String status = front.facts().getOrDefault("status", "").toLowerCase(Locale.ROOT);
        if (RETIRED.contains(status)) {
            html.append("<p class=\"retired\">This note is ").append(Html.escape(status));
            Optional.ofNullable(front.facts().get("superseded_by")).ifPresent(by -> html.append("; superseded by ")
                    .append(successor(by, targets)));
            html.append(".</p>");
        }
        note.session().ifPresent(origin -> html.append("<p class=\"origin\">Session ").append(Html.escape(origin.id()))
                .append(" of ").append(Html.escape(origin.harness())).append(", from <code>")
                .append(Html.escape(origin.transcript())).append("</code></p>"));
        if (!front.facts().isEmpty()) {
            html.append("<dl class=\"facts\">");
            front.facts().forEach((key, value) -> html.append("<dt>").append(Html.escape(key)).append("</dt><dd>")
                    .append(MarkdownView.wikiLinks(Html.escape(value), targets)).append("</dd>"));
            html.append("</dl>");
        }
        html.append("<div class=\"markdown\">").append(MarkdownView.render(body, front.bodyStart() + 1, targets,
                note.session().isPresent())).append("</div></article>").append(linksAside(links));
        return Reply.html(Html.page(title, "", html.toString()));
    }

    private static LineRange lines(String range) {
        String[] ends = range.split("-", 2);
        try {
            return new LineRange(Integer.parseInt(ends[0]), Integer.parseInt(ends[ends.length - 1]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("lines must be FROM-TO: " + range);
        }
    }

    /** The successor a retired note names, as a wiki-link or plainly, linked when it leads to a note. */
    private static String successor(String named, Map<String, Optional<String>> targets) {
        if (named.contains("[[")) {
            return MarkdownView.wikiLinks(Html.escape(named), targets);
        }
        String key = named.toLowerCase(Locale.ROOT).endsWith(".md") ? named : WikiLinks.name(named);
        return targets.getOrDefault(key, Optional.empty()).map(path -> "<a class=\"successor\" href=\""
                + Html.noteHref(path) + "\">" + Html.escape(named) + "</a>").orElse(Html.escape(named));
    }

    private static String linksAside(NoteLinks links) {
        StringBuilder html = new StringBuilder("<aside class=\"links\"><h2>Links</h2><ul class=\"outgoing\">");
        links.outgoing().forEach(link -> html.append(link.note()
                .map(path -> "<li><a href=\"" + Html.noteHref(path) + "\">" + Html.escape(path) + "</a></li>")
                .orElse("<li class=\"broken\">" + Html.escape(link.target()) + " (broken)</li>")));
        html.append("</ul><h2>Backlinks</h2><ul class=\"backlinks\">");
        links.backlinks().forEach(path -> html.append("<li><a href=\"").append(Html.noteHref(path)).append("\">")
                .append(Html.escape(path)).append("</a></li>"));
        return html.append("</ul></aside>").toString();
    }
}
