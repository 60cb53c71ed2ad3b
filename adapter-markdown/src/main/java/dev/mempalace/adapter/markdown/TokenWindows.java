package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.TokenCounter;
import dev.mempalace.domain.note.Chunk;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Cuts a piece whose embedding text overflows the model's window into windows measured in the model's own tokens:
 * about {@code max} tokens each, overlapping by about {@code overlap}, and none whose embedding text (title and
 * heading path included) holds more than the window. A window ends where the text breaks best in its second half:
 * at the end of a paragraph, else of a line; inside a line of prose at the end of a sentence, inside a code fence at
 * the end of one of its lines; else between two words; and a run without any of these is cut where a token ends.
 * The next window starts at the best such place among the last {@code overlap} tokens. The heading line is never cut
 * from the text under it. Every window's text is verbatim from the note and its lines are the lines it touches, so
 * windows cut inside a line share that line's number.
 */
final class TokenWindows {

    /** How well the text breaks at a place: a window ends at the strongest place it can. */
    private static final int WORD = 0;
    private static final int SENTENCE = 1;
    private static final int FENCE_LINE = 2;
    private static final int LINE = 3;
    private static final int PARAGRAPH = 4;

    /** Chars tokenized at once, at least: several windows of prose, so that a huge piece is measured in slices. */
    private static final int SLICE = 1 << 15;
    /** How far a slice may reach past its length to end between words. */
    private static final int SLICE_SLACK = 256;
    private static final String SENTENCE_ENDS = ".!?";
    private static final String CLOSERS = ")]\"'\u2019\u201D";
    /** Full stops of Chinese and Japanese, which need no space after them. */
    private static final String WIDE_SENTENCE_ENDS = "\u3002\uFF01\uFF1F";

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
    private int[] places = new int[64];
    private int[] strengths = new int[64];
    private int placeCount;
    private int sliceStart;
    private int sliceEnd;
    private int[] tokenEnds;

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
            windows.findPlaces(fenceEnds);
        }
        return windows.placeCount == 0 ? List.of(windows.chunk(lines.start(piece.first()), windows.end))
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

    /** Every place inside the piece where a window may end, with how well the text breaks there. */
    private void findPlaces(int[] fenceEnds) {
        int fenceLast = -1;
        int headingEnd = piece.level() > 0 ? piece.headingEnd() : -1;
        for (int line = piece.first(); line <= piece.last(); line++) {
            if (line > fenceLast && fenceEnds[line] >= line) {
                fenceLast = fenceEnds[line];
            }
            if (lines.blank(line) || line <= headingEnd) {
                continue;
            }
            boolean fence = line <= fenceLast;
            int lineEnd = lines.end(line);
            for (int i = lines.start(line) + 1; i < lineEnd; i++) {
                char before = text.charAt(i - 1);
                boolean space = Character.isWhitespace(text.charAt(i));
                if (space && !Character.isWhitespace(before)) {
                    place(i, !fence && endsSentence(i) ? SENTENCE : WORD);
                } else if (!space && !fence && WIDE_SENTENCE_ENDS.indexOf(before) >= 0) {
                    place(i, SENTENCE);
                }
            }
            int strength;
            if (fence && line < fenceLast) {
                strength = FENCE_LINE;
            } else {
                strength = line == piece.last() || lines.blank(line + 1) ? PARAGRAPH : LINE;
            }
            place(lineEnd, strength);
        }
    }

    /** Whether the word that ends at {@code at} ends a sentence: a full stop, perhaps inside quotes or brackets. */
    private boolean endsSentence(int at) {
        int i = at - 1;
        while (i > 0 && CLOSERS.indexOf(text.charAt(i)) >= 0) {
            i--;
        }
        return SENTENCE_ENDS.indexOf(text.charAt(i)) >= 0;
    }

    private void place(int at, int strength) {
        if (placeCount == places.length) {
            places = Arrays.copyOf(places, placeCount * 2);
            strengths = Arrays.copyOf(strengths, placeCount * 2);
        }
        places[placeCount] = at;
        strengths[placeCount++] = strength;
    }

    /** Where the window starting at {@code from} should end, by the tokens its body takes. */
    private int cut(int from) {
        measure(from);
        int limit = Math.min(max, budget);
        int rest = tokens(from, sliceEnd);
        if (sliceEnd == end && rest <= limit) {
            return end;
        }
        int first = firstPlaceAfter(from);
        int to = first - 1;
        while (to + 1 < placeCount && places[to + 1] <= sliceEnd && tokens(from, places[to + 1]) <= limit) {
            to++;
        }
        if (to < first) {
            // A run of text without any place to break it is longer than a window.
            return tokens(from, places[first]) <= budget ? places[first] : tokenEnd(from, limit);
        }
        if (sliceEnd == end && rest <= budget && tokens(places[to], end) <= overlap) {
            return end;
        }
        int best = to;
        for (int k = to - 1; k >= first && tokens(from, places[k]) >= limit / 2; k--) {
            if (strengths[k] > strengths[best]) {
                best = k;
            }
        }
        return places[best];
    }

    /**
     * Moves {@code cut} back until the window's whole embedding text fits the window: a body's tokens counted alone
     * may differ from its tokens counted after the title and heading path. A window that cannot shrink stays.
     */
    private int fitted(int from, int cut) {
        int at = cut;
        while (true) {
            int over = counter.count(chunk(from, at).embeddingText()) - counter.window();
            int allowed = tokens(from, at) - over;
            if (over <= 0 || allowed < 1) {
                return at;
            }
            int first = firstPlaceAfter(from);
            int shorter = first - 1;
            while (shorter + 1 < placeCount && places[shorter + 1] < at
                    && tokens(from, places[shorter + 1]) <= allowed) {
                shorter++;
            }
            int next = shorter >= first ? places[shorter] : tokenEnd(from, allowed);
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
        for (int k = firstPlaceAfter(from); k < placeCount && places[k] < last; k++) {
            if (tokens(places[k], last) <= overlap && (best < 0 || strengths[k] > strengths[best])) {
                best = k;
            }
        }
        return start(best < 0 ? last : places[best]);
    }

    /**
     * Makes sure that the tokens from {@code from} on are measured, up to the piece's end or well past a window's
     * worth: the piece is tokenized a slice at a time, never whole, so a huge note costs no more memory than a slice.
     */
    private void measure(int from) {
        if (tokenEnds != null && from >= sliceStart && (sliceEnd == end || tokens(from, sliceEnd) > budget + overlap)) {
            return;
        }
        int length = SLICE;
        do {
            sliceStart = from;
            sliceEnd = sliceEnd((long) from + length);
            int[] ends = counter.tokenEnds(text.substring(sliceStart, sliceEnd));
            for (int i = 0; i < ends.length; i++) {
                ends[i] += sliceStart;
            }
            tokenEnds = ends;
            length *= 2;
        } while (sliceEnd < end && tokens(from, sliceEnd) <= budget + overlap);
    }

    /** A slice's end near {@code wanted}: between words where one is close, never inside a surrogate pair. */
    private int sliceEnd(long wanted) {
        if (wanted >= end) {
            return end;
        }
        int at = (int) wanted;
        for (int limit = Math.min(end, at + SLICE_SLACK); at < limit; at++) {
            if (Character.isWhitespace(text.charAt(at))) {
                return at;
            }
        }
        return at < end && Character.isLowSurrogate(text.charAt(at)) ? at + 1 : at;
    }

    /** The tokens of the measured slice that end after {@code from} and at or before {@code to}. */
    private int tokens(int from, int to) {
        return endsUpTo(to) - endsUpTo(from);
    }

    private int endsUpTo(int at) {
        int found = Arrays.binarySearch(tokenEnds, at);
        if (found < 0) {
            return -found - 1;
        }
        while (found + 1 < tokenEnds.length && tokenEnds[found + 1] == at) {
            found++;
        }
        return found + 1;
    }

    /** Where the {@code count}-th token after {@code from} ends; past the slice's tokens, the next place to break. */
    private int tokenEnd(int from, int count) {
        int index = endsUpTo(from) + count - 1;
        return index < tokenEnds.length ? tokenEnds[index] : places[firstPlaceAfter(from)];
    }

    private int firstPlaceAfter(int at) {
        int found = Arrays.binarySearch(places, 0, placeCount, at);
        return found >= 0 ? found + 1 : -found - 1;
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
