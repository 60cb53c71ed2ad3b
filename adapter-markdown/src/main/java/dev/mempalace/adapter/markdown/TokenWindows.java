package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.TokenCounter;
import dev.mempalace.domain.note.Chunk;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a piece whose embedding text overflows the model's window into windows measured in the model's own tokens:
 * about {@code max} tokens each, overlapping by about {@code overlap}, and none whose embedding text (title and
 * heading path included) holds more than the window. A window ends where the text breaks best in its second half
 * ({@link BreakPlaces}); a run without any place to break is cut where a token ends. The next window starts at the
 * best such place among the last {@code overlap} tokens. Every window's text is verbatim from the note and its lines
 * are the lines it touches, so windows cut inside a line share that line's number.
 */
final class TokenWindows {

    private final String path;
    private final String title;
    private final Section piece;
    private final SourceLines lines;
    private final String text;
    private final TokenCounter counter;
    private final int max;
    private final int overlap;
    private final int budget;
    private final int end;
    private final TokenSlices tokens;
    private BreakPlaces places = BreakPlaces.none();

    private TokenWindows(String path, String title, Section piece, SourceLines lines, TokenCounter counter, int max,
            int overlap, int budget) {
        this.path = path;
        this.title = title;
        this.piece = piece;
        this.lines = lines;
        this.text = lines.text();
        this.counter = counter;
        this.max = max;
        this.overlap = overlap;
        this.budget = budget;
        this.end = lines.end(piece.last());
        this.tokens = new TokenSlices(text, end, counter, budget + overlap);
    }

    /**
     * The windows of {@code piece}; the piece whole when its title and heading path alone fill the window, or when it
     * holds nothing but its heading.
     */
    static List<Chunk> split(String path, String title, Section piece, SourceLines lines, int[] fenceEnds,
            TokenCounter counter, int max, int overlap) {
        String header = Chunk.of(path, 0, title, piece.headingPath(), 1, 1, "").embeddingText();
        int budget = counter.window() - counter.count(header);
        TokenWindows windows = new TokenWindows(path, title, piece, lines, counter, max, overlap, budget);
        if (budget >= 1) {
            windows.places = BreakPlaces.of(piece, lines, fenceEnds);
        }
        return windows.places.count() == 0 ? List.of(windows.chunk(lines.start(piece.first()), windows.end))
                : windows.split();
    }

    private List<Chunk> split() {
        List<Chunk> windows = new ArrayList<>();
        int from = lines.start(piece.first());
        int last = from;
        while (true) {
            int cut = fitted(from, cut(from));
            if (cut <= last) {
                // The overlap left no room for new text: start afresh after the previous window.
                from = start(last);
                cut = fitted(from, cut(from));
            }
            windows.add(chunk(from, cut));
            last = cut;
            if (start(last) >= end) {
                return windows;
            }
            from = overlapStart(from, last);
        }
    }

    /** Where the window starting at {@code from} should end, by the tokens its body takes. */
    private int cut(int from) {
        tokens.measure(from);
        int sliceEnd = tokens.sliceEnd();
        int limit = Math.min(max, budget);
        int rest = tokens.tokens(from, sliceEnd);
        if (sliceEnd == end && rest <= limit) {
            return end;
        }
        int first = places.firstAfter(from);
        int to = first - 1;
        while (to + 1 < places.count() && places.at(to + 1) <= sliceEnd
                && tokens.tokens(from, places.at(to + 1)) <= limit) {
            to++;
        }
        if (to < first) {
            // A run of text without any place to break it is longer than a window.
            return tokens.tokens(from, places.at(first)) <= budget ? places.at(first) : tokenEnd(from, limit);
        }
        if (sliceEnd == end && rest <= budget && tokens.tokens(places.at(to), end) <= overlap) {
            return end;
        }
        int best = to;
        for (int k = to - 1; k >= first && tokens.tokens(from, places.at(k)) >= limit / 2; k--) {
            if (places.strength(k) > places.strength(best)) {
                best = k;
            }
        }
        return places.at(best);
    }

    /**
     * Moves {@code cut} back until the window's whole embedding text fits the window: a body's tokens counted alone
     * may differ from its tokens counted after the title and heading path. A window that cannot shrink stays.
     */
    private int fitted(int from, int cut) {
        int at = cut;
        while (true) {
            int over = counter.count(chunk(from, at).embeddingText()) - counter.window();
            int allowed = tokens.tokens(from, at) - over;
            if (over <= 0 || allowed < 1) {
                return at;
            }
            int first = places.firstAfter(from);
            int shorter = first - 1;
            while (shorter + 1 < places.count() && places.at(shorter + 1) < at
                    && tokens.tokens(from, places.at(shorter + 1)) <= allowed) {
                shorter++;
            }
            int next = shorter >= first ? places.at(shorter) : tokenEnd(from, allowed);
            if (next <= from || next >= at) {
                return at;
            }
            at = next;
        }
    }

    /**
     * Where the next window starts: at the strongest place among the last {@code overlap} tokens of this one (the
     * earliest of equals), else right after it.
     */
    private int overlapStart(int from, int last) {
        int best = -1;
        for (int k = places.firstAfter(from); k < places.count() && places.at(k) < last; k++) {
            if (tokens.tokens(places.at(k), last) <= overlap
                    && (best < 0 || places.strength(k) > places.strength(best))) {
                best = k;
            }
        }
        return start(best < 0 ? last : places.at(best));
    }

    /** Where the {@code count}-th token after {@code from} ends; past the slice's tokens, the next place to break. */
    private int tokenEnd(int from, int count) {
        int at = tokens.tokenEnd(from, count);
        return at >= 0 ? at : places.at(places.firstAfter(from));
    }

    /** Where a window that follows {@code at} starts: at its first word, or at the start of a line it reaches. */
    private int start(int at) {
        int i = at;
        while (i < end && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        if (i >= end) {
            return end;
        }
        int lineStart = lines.start(lines.lineAt(i));
        return lineStart >= at ? lineStart : i;
    }

    private Chunk chunk(int from, int to) {
        int last = to;
        while (last > from && Character.isWhitespace(text.charAt(last - 1))) {
            last--;
        }
        return Chunk.of(path, 0, title, piece.headingPath(), lines.lineAt(from) + 1, lines.lineAt(last - 1) + 1,
                text.substring(from, last));
    }
}
