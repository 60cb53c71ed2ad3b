package dev.mempalace.adapter.markdown;

import java.util.regex.Pattern;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;

/** The plain text of a heading: its literal text and code spans, markup dropped, whitespace collapsed. */
final class HeadingText extends AbstractVisitor {

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private final StringBuilder text = new StringBuilder();

    static String of(Node heading) {
        HeadingText visitor = new HeadingText();
        heading.accept(visitor);
        return WHITESPACE.matcher(visitor.text).replaceAll(" ").trim();
    }

    @Override
    public void visit(Text node) {
        text.append(node.getLiteral());
    }

    @Override
    public void visit(Code node) {
        text.append(node.getLiteral());
    }

    @Override
    public void visit(SoftLineBreak node) {
        text.append(' ');
    }

    @Override
    public void visit(HardLineBreak node) {
        text.append(' ');
    }
}
