package dev.mempalace.adapter.markdown;

import dev.mempalace.domain.note.Chunk;
import java.util.ArrayList;
import java.util.List;

/**
 * Heading-aware chunking of one note. Each top-level heading (ATX or setext, as commonmark parses them, so a
 * {@code #} line in a code fence is no heading) opens a section whose chunk text is its raw Markdown lines,
 * heading line included, and whose heading path joins the enclosing headings with " > ". The preamble before
 * the first heading has an empty heading path (the title is embedded with every chunk anyway). A bare heading
 * directly over a deeper one is folded into it. Sections over {@value #MAX_TOKENS} estimated tokens (words
 * &times; 1.3) become overlapping windows; a note under {@value #TINY_TOKENS} tokens is one chunk with the path of
 * its first section; a note with no body (only front matter or whitespace) has no chunks, as there is nothing to
 * retrieve. Line numbers are 1-based in the original file.
 */
public final class MarkdownChunker {

    /** Changes whenever chunk boundaries change, so an index built by another version re-chunks. */
    public static final String VERSION = "heading-v2";

    static final int MAX_TOKENS = 350;
    static final int OVERLAP_TOKENS = 52;
    static final int TINY_TOKENS = 120;

    private MarkdownChunker() {
    }

    /** Chunks a note's whole normalised text (LF line ends, front matter included). */
    public static List<Chunk> chunk(String path, String title, String text) {
        return chunk(path, title, ParsedMarkdown.parse(text));
    }

    static List<Chunk> chunk(String path, String title, ParsedMarkdown md) {
        List<Section> sections = Sections.of(md);
        if (sections.isEmpty()) {
            return List.of();
        }
        SourceLines lines = md.lines();
        List<Section> pieces = new ArrayList<>();
        if (Tokens.of(words(lines, md.bodyStart(), lines.count() - 1)) < TINY_TOKENS) {
            Section first = sections.get(0);
            pieces.add(first.lines(first.first(), sections.get(sections.size() - 1).last()));
        } else {
            int[] fenceEnds = Fences.ends(md);
            for (Section section : Sections.merged(sections)) {
                pieces.addAll(Windows.split(section, lines, fenceEnds, MAX_TOKENS, OVERLAP_TOKENS));
            }
        }
        List<Chunk> chunks = new ArrayList<>(pieces.size());
        for (Section piece : pieces) {
            chunks.add(Chunk.of(path, chunks.size(), title, piece.headingPath(), piece.first() + 1, piece.last() + 1,
                    lines.slice(piece.first(), piece.last())));
        }
        return chunks;
    }

    private static int words(SourceLines lines, int from, int to) {
        int sum = 0;
        for (int line = from; line <= to; line++) {
            sum += lines.words(line);
        }
        return sum;
    }
}
