package dev.mempalace.adapter.web;

import dev.mempalace.domain.session.TranscriptLines;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.Node;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlWriter;

/**
 * A session exchange's mark, {@code <!-- transcript lines 12–30 -->}, shown as the line it names; any other raw
 * HTML of the note is still shown as text, as everywhere on the page.
 */
final class ExchangeLines implements NodeRenderer {

    private final HtmlNodeRendererContext context;

    ExchangeLines(HtmlNodeRendererContext context) {
        this.context = context;
    }

    @Override
    public Set<Class<? extends Node>> getNodeTypes() {
        return Set.of(HtmlBlock.class);
    }

    @Override
    public void render(Node node) {
        String literal = ((HtmlBlock) node).getLiteral();
        Optional<TranscriptLines> mark = TranscriptLines.ofMark(literal);
        HtmlWriter html = context.getWriter();
        html.line();
        if (mark.isPresent()) {
            html.tag("p", context.extendAttributes(node, "p", Map.of("class", "transcript-lines")));
            html.text("transcript lines " + mark.get().first() + "–" + mark.get().last());
        } else {
            html.tag("p", context.extendAttributes(node, "p", Map.of()));
            html.text(literal);
        }
        html.tag("/p");
        html.line();
    }
}
