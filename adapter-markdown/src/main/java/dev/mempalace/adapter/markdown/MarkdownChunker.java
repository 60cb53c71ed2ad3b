package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.TokenCounter;
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
 * retrieve. Line numbers are 1-based in the original file. A session note's chunks point into its transcript
 * ({@link ExchangeSpans}).
 *
 * <p>Then every chunk is measured with the model's own tokenizer: one whose embedding text (title, heading path
 * and body, special tokens included) overflows the model's window is cut again, inside its lines where it must, by
 * {@link TokenWindows}. So the model reads every chunk whole, unless the title and heading path alone fill it.
 * The estimate stays the first measure on purpose: it draws the boundaries every index holds, and the tokenizer
 * counts differently (code and identifiers run well over words &times; 1.3), so one pass measured in real tokens
 * would move chunks that fit today, a new {@link #VERSION} and a re-embedding for every user.
 */
public final class MarkdownChunker {

    /** Changes whenever chunk boundaries change, so an index built by another version re-chunks. */
    public static final String VERSION = "heading-v4";

    static final int MAX_TOKENS = 350;
    static final int OVERLAP_TOKENS = 52;
    static final int TINY_TOKENS = 120;

    /**
     * A text longer than this many chars per token of the window is not counted whole (its tokens could fill the
     * memory) but handed to {@link TokenWindows}, which measures it a slice at a time.
     */
    private static final int COUNTED_CHARS_PER_TOKEN = 32;

    private final TokenCounter counter;

    MarkdownChunker(TokenCounter counter) {
        this.counter = counter;
    }

    /** Chunks a note's whole normalised text (LF line ends, front matter included). */
    List<Chunk> chunk(String path, String title, String text) {
        return chunk(path, title, ParsedMarkdown.parse(text));
    }

    List<Chunk> chunk(String path, String title, ParsedMarkdown md) {
        List<Section> sections = Sections.of(md);
        if (sections.isEmpty()) {
            return List.of();
        }
        SourceLines lines = md.lines();
        if (Tokens.of(lines.words(md.bodyStart(), lines.count() - 1)) < TINY_TOKENS) {
            Section first = sections.get(0);
            Section all = first.lines(first.first(), sections.get(sections.size() - 1).last());
            Chunk whole = chunk(path, title, lines, all);
            if (fits(whole)) {
                return ExchangeSpans.of(md, List.of(whole));
            }
        }
        int[] fenceEnds = Fences.ends(md);
        ExchangePrompts prompts = ExchangePrompts.of(md);
        List<Chunk> chunks = new ArrayList<>();
        for (Section merged : Sections.merged(sections)) {
            for (Section part : prompts.split(merged, MAX_TOKENS)) {
                for (Section piece : Windows.split(part, lines, fenceEnds, MAX_TOKENS, OVERLAP_TOKENS)) {
                    Chunk chunk = chunk(path, title, lines, piece);
                    chunks.addAll(fits(chunk) ? List.of(chunk) : TokenWindows.split(path, title, piece, lines,
                            fenceEnds, counter, MAX_TOKENS, OVERLAP_TOKENS));
                }
            }
        }
        List<Chunk> numbered = new ArrayList<>(chunks.size());
        for (Chunk chunk : chunks) {
            numbered.add(new Chunk(path, numbered.size(), title, chunk.headingPath(), chunk.startLine(),
                    chunk.endLine(), chunk.text(), chunk.hash()));
        }
        return ExchangeSpans.of(md, numbered);
    }

    private boolean fits(Chunk chunk) {
        String text = chunk.embeddingText();
        return text.length() <= counter.window() * COUNTED_CHARS_PER_TOKEN && counter.count(text) <= counter.window();
    }

    private static Chunk chunk(String path, String title, SourceLines lines, Section piece) {
        return Chunk.of(path, 0, title, piece.headingPath(), piece.first() + 1, piece.last() + 1,
                lines.slice(piece.first(), piece.last()));
    }
}
