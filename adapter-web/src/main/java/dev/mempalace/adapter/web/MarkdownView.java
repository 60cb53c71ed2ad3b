package dev.mempalace.adapter.web;

import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.Block;
import org.commonmark.node.Document;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.AttributeProvider;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * A note's Markdown as HTML, the note being untrusted: raw HTML is shown as text, a link whose scheme is not http,
 * https or mailto loses its target, an image loads nothing (the page fetches only from itself). Each block carries
 * the anchor of its first line in the file ({@code id="L12"}); links to notes lead to their pages, broken ones are
 * marked; a session's tool calls are folded and its exchanges' transcript lines shown as such.
 */
final class MarkdownView {

    private static final Parser PARSER = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS).build();
    private static final Pattern SCHEME = Pattern.compile("^([a-z][a-z0-9+.-]*):");
    private static final Set<String> SAFE_SCHEMES = Set.of("http", "https", "mailto");
    private static final Pattern WIKI = Pattern.compile("\\[\\[([^\\[\\]|#\\n]+)((?:[#|][^\\[\\]\\n]*)?)]]");

    private MarkdownView() {
    }

    /**
     * The body's HTML; {@code firstLine} is the file's line number of the body's first line, {@code notes} the note
     * each link target written in it leads to (absent: broken).
     */
    static String render(String body, int firstLine, Map<String, Optional<String>> notes, boolean session) {
        HtmlRenderer.Builder renderer = HtmlRenderer.builder().escapeHtml(true)
                .attributeProviderFactory(context -> new Attributes(firstLine, notes, session));
        if (session) {
            renderer.nodeRendererFactory(FoldedToolCalls::new).nodeRendererFactory(ExchangeLines::new);
        }
        return wikiLinks(renderer.build().render(PARSER.parse(body)), notes);
    }

    /** {@code [[name]]} in rendered text as a link to the note it names, or marked broken. */
    static String wikiLinks(String html, Map<String, Optional<String>> notes) {
        Matcher m = WIKI.matcher(html);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1).strip().toLowerCase(Locale.ROOT);
            Optional<String> note = notes.getOrDefault(name, Optional.empty());
            String link = note.map(path -> "<a class=\"wiki\" href=\"" + Html.noteHref(path) + "\">" + m.group(0)
                    + "</a>").orElse("<span class=\"broken\" title=\"no note by this name\">" + m.group(0) + "</span>");
            m.appendReplacement(out, Matcher.quoteReplacement(link));
        }
        return m.appendTail(out).toString();
    }

    /** Where a link may lead, given its destination as written. */
    static Optional<String> safeHref(String destination, Map<String, Optional<String>> notes) {
        String bare = destination.replaceAll("[\\x00-\\x20\\x7f]", "").toLowerCase(Locale.ROOT);
        Matcher scheme = SCHEME.matcher(bare);
        if (scheme.find()) {
            return SAFE_SCHEMES.contains(scheme.group(1)) ? Optional.of(destination) : Optional.empty();
        }
        if (bare.startsWith("#")) {
            return Optional.of(destination);
        }
        String target = destination.split("[#?]", 2)[0];
        return notes.getOrDefault(target, Optional.empty()).map(Html::noteHref);
    }

    /** Line anchors, safe links, no image loads. */
    private static final class Attributes implements AttributeProvider {

        private final int firstLine;
        private final Map<String, Optional<String>> notes;
        private final boolean session;
        private final Set<Integer> anchored = new HashSet<>();

        Attributes(int firstLine, Map<String, Optional<String>> notes, boolean session) {
            this.firstLine = firstLine;
            this.notes = notes;
            this.session = session;
        }

        @Override
        public void setAttributes(Node node, String tagName, Map<String, String> attributes) {
            if (node instanceof Block && !(node instanceof Document) && !node.getSourceSpans().isEmpty()) {
                int line = firstLine + node.getSourceSpans().get(0).getLineIndex();
                // The outermost block that starts on a line holds its anchor: ids stay unique.
                if (anchored.add(line)) {
                    attributes.put("id", "L" + line);
                }
                if (session && node instanceof Heading heading && heading.getLevel() == 2) {
                    attributes.put("class", "exchange");
                }
            }
            if (node instanceof Link && tagName.equals("a")) {
                Optional<String> href = safeHref(attributes.getOrDefault("href", ""), notes);
                if (href.isPresent()) {
                    attributes.put("href", href.get());
                    attributes.put("rel", "noopener noreferrer");
                } else {
                    attributes.remove("href");
                    attributes.put("class", "broken");
                    attributes.put("title", "link not followed: it leads to no note or is not a web link");
                }
            }
            if (node instanceof Image) {
                attributes.remove("src");
                attributes.put("class", "unloaded");
            }
        }
    }
}
