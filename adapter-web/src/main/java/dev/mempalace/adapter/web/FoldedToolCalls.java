package dev.mempalace.adapter.web;

import java.util.Map;
import java.util.Set;
import org.commonmark.node.BulletList;
import org.commonmark.node.Node;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlWriter;

/** A session's tool calls (the bullet lists of its exchanges) folded under one line that counts them. */
final class FoldedToolCalls implements NodeRenderer {

    private final HtmlNodeRendererContext context;

    FoldedToolCalls(HtmlNodeRendererContext context) {
        this.context = context;
    }

    @Override
    public Set<Class<? extends Node>> getNodeTypes() {
        return Set.of(BulletList.class);
    }

    @Override
    public void render(Node node) {
        int calls = 0;
        for (Node item = node.getFirstChild(); item != null; item = item.getNext()) {
            calls++;
        }
        HtmlWriter html = context.getWriter();
        html.line();
        html.tag("details", Map.of("class", "tools"));
        html.tag("summary");
        html.text(calls + (calls == 1 ? " tool call" : " tool calls"));
        html.tag("/summary");
        html.tag("ul", context.extendAttributes(node, "ul", Map.of()));
        for (Node item = node.getFirstChild(); item != null; item = item.getNext()) {
            context.render(item);
        }
        html.tag("/ul");
        html.tag("/details");
        html.line();
    }
}
