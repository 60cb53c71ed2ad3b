package dev.mempalace.adapter.markdown;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.Node;

/**
 * Where each exchange's prompt ends in a session note: the block quote that opens an exchange's section, directly
 * under its heading (and its transcript mark). A long reply would drown the prompt in the chunk they share, and
 * the user's own words (what was asked, decided or told) are what a later question most often looks for, so an
 * exchange longer than a chunk keeps its prompt, when the prompt says something, as a chunk of its own.
 */
final class ExchangePrompts {

    /** A prompt shorter than this (estimated tokens: "yes", "go on") stays with its reply. */
    static final int MIN_TOKENS = 24;

    /** The heading's last line (0-based) of each exchange, and its prompt's last line. */
    private final Map<Integer, Integer> promptEnds = new HashMap<>();
    private final SourceLines lines;

    private ExchangePrompts(ParsedMarkdown md) {
        this.lines = md.lines();
        if (!ExchangeSpans.isSession(md)) {
            return;
        }
        for (Node node = md.document().getFirstChild(); node != null; node = node.getNext()) {
            if (!(node instanceof Heading heading)) {
                continue;
            }
            Node next = heading.getNext();
            if (next instanceof HtmlBlock) {
                next = next.getNext();
            }
            if (next instanceof BlockQuote quote) {
                promptEnds.put(ParsedMarkdown.lastLine(heading), ParsedMarkdown.lastLine(quote));
            }
        }
    }

    /** The prompts of a session note; none in any other note, which is then cut as it always was. */
    static ExchangePrompts of(ParsedMarkdown md) {
        return new ExchangePrompts(md);
    }

    /**
     * The section as one, or as its heading and prompt then the rest, when it opens an exchange whose prompt has
     * {@value #MIN_TOKENS} tokens or more and whose whole is over {@code max} tokens.
     */
    List<Section> split(Section section, int max) {
        Integer end = promptEnds.get(section.headingEnd());
        if (end == null || end >= section.last() || Tokens.of(lines.words(section.first(), section.last())) <= max
                || Tokens.of(lines.words(section.headingEnd() + 1, end)) < MIN_TOKENS) {
            return List.of(section);
        }
        return List.of(section.lines(section.first(), end), section.lines(end + 1, section.last()));
    }
}
