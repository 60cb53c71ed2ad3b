package dev.mempalace.adapter.markdown;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.session.SessionFields;
import dev.mempalace.domain.session.TranscriptLines;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.Node;

/**
 * The transcript lines of a session note's chunks, read from its exchange marks ({@link TranscriptLines#ofMark};
 * a heading written before them, {@link ExchangeMarks}): a chunk points from the lines of the exchange it starts
 * in through those of every exchange it holds, and its text keeps no mark line. The marks are read from the parsed
 * tree, so a line in a code block is never taken for one.
 */
final class ExchangeSpans {

    /** Each top-level heading's line (0-based) and the lines its exchange names, if any. */
    private final TreeMap<Integer, Optional<TranscriptLines>> headings = new TreeMap<>();
    private final Set<Integer> marks = new HashSet<>();
    private final SourceLines lines;

    private ExchangeSpans(ParsedMarkdown md) {
        this.lines = md.lines();
        for (Node node = md.document().getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof Heading heading) {
                headings.put(ParsedMarkdown.firstLine(heading), ExchangeMarks.ofOldHeading(HeadingText.of(heading)));
            } else if (node instanceof HtmlBlock html && node.getPrevious() instanceof Heading heading
                    && ParsedMarkdown.firstLine(html) == ParsedMarkdown.lastLine(heading) + 1) {
                Optional<TranscriptLines> named = TranscriptLines.ofMark(html.getLiteral());
                if (named.isPresent()) {
                    headings.put(ParsedMarkdown.firstLine(heading), named);
                    marks.add(ParsedMarkdown.firstLine(html));
                }
            }
        }
    }

    /** The chunks with their transcript lines and without mark lines, when the note is a session's; else as given. */
    static List<Chunk> of(ParsedMarkdown md, List<Chunk> chunks) {
        if (!isSession(md)) {
            return chunks;
        }
        ExchangeSpans spans = new ExchangeSpans(md);
        List<Chunk> pointing = new ArrayList<>(chunks.size());
        for (Chunk chunk : chunks) {
            pointing.add(Chunk.of(chunk.path(), chunk.ordinal(), chunk.title(), chunk.headingPath(),
                    chunk.startLine(), chunk.endLine(), spans.unmarked(chunk), spans.span(chunk)));
        }
        return pointing;
    }

    /** Whether the note is a session's (its front matter says {@code source: session}). */
    static boolean isSession(ParsedMarkdown md) {
        return md.frontMatter().getOrDefault(SessionFields.SOURCE, List.of()).stream()
                .anyMatch(s -> s.strip().equalsIgnoreCase(SessionFields.SESSION_SOURCE));
    }

    private Optional<TranscriptLines> span(Chunk chunk) {
        int first = chunk.startLine() - 1;
        Map.Entry<Integer, Optional<TranscriptLines>> section = headings.floorEntry(first);
        Optional<TranscriptLines> span = section == null ? Optional.empty() : section.getValue();
        for (Optional<TranscriptLines> inside : headings.subMap(first, false, chunk.endLine() - 1, true).values()) {
            if (inside.isPresent()) {
                span = Optional.of(span.map(s -> s.through(inside.get())).orElse(inside.get()));
            }
        }
        return span;
    }

    /** The chunk's text without the mark lines it holds. */
    private String unmarked(Chunk chunk) {
        String[] held = chunk.text().split("\n", -1);
        List<String> kept = new ArrayList<>(held.length);
        for (int k = 0; k < held.length; k++) {
            int line = chunk.startLine() - 1 + k;
            if (!(marks.contains(line) && held[k].equals(lines.line(line)))) {
                kept.add(held[k]);
            }
        }
        return String.join("\n", kept);
    }
}
