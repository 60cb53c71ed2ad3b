package dev.mempalace.adapter.markdown;

import java.util.Arrays;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.FencedCodeBlock;

/** Where fenced code blocks sit, at any depth: for each opening line, the line of its closing fence. */
final class Fences extends AbstractVisitor {

    private final int[] ends;

    private Fences(int lineCount) {
        ends = new int[lineCount];
        Arrays.fill(ends, -1);
    }

    /** An array indexed by line: the fence's last line where a fence opens, -1 elsewhere. */
    static int[] ends(ParsedMarkdown md) {
        Fences fences = new Fences(md.lines().count());
        md.document().accept(fences);
        return fences.ends;
    }

    @Override
    public void visit(FencedCodeBlock block) {
        ends[ParsedMarkdown.firstLine(block)] = ParsedMarkdown.lastLine(block);
    }
}
