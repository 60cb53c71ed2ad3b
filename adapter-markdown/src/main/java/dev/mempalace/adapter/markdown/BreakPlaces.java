package dev.mempalace.adapter.markdown;

import java.util.Arrays;

/**
 * The places inside a piece where a window may end, in text order, each with how well the text breaks there: at the
 * end of a paragraph, else of a line; inside a line of prose at the end of a sentence, inside a code fence at the end
 * of one of its lines; else between two words. The heading line is never cut from the text under it.
 */
final class BreakPlaces {

    /** How well the text breaks at a place: a window ends at the strongest place it can. */
    static final int WORD = 0;
    static final int SENTENCE = 1;
    static final int FENCE_LINE = 2;
    static final int LINE = 3;
    static final int PARAGRAPH = 4;

    private static final String SENTENCE_ENDS = ".!?";
    private static final String CLOSERS = ")]\"'\u2019\u201D";
    /** Full stops of Chinese and Japanese, which need no space after them. */
    private static final String WIDE_SENTENCE_ENDS = "\u3002\uFF01\uFF1F";

    private final String text;
    private int[] places = new int[64];
    private int[] strengths = new int[64];
    private int count;

    private BreakPlaces(String text) {
        this.text = text;
    }

    /** No place at all: the piece stays whole. */
    static BreakPlaces none() {
        return new BreakPlaces("");
    }

    /** Every place inside {@code piece} where a window may end. */
    static BreakPlaces of(Section piece, SourceLines lines, int[] fenceEnds) {
        BreakPlaces found = new BreakPlaces(lines.text());
        found.find(piece, lines, fenceEnds);
        return found;
    }

    int count() {
        return count;
    }

    /** Where the {@code k}-th place is in the note's text. */
    int at(int k) {
        return places[k];
    }

    int strength(int k) {
        return strengths[k];
    }

    /** The index of the first place after {@code at}. */
    int firstAfter(int at) {
        int found = Arrays.binarySearch(places, 0, count, at);
        return found >= 0 ? found + 1 : -found - 1;
    }

    private void find(Section piece, SourceLines lines, int[] fenceEnds) {
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
        if (count == places.length) {
            places = Arrays.copyOf(places, count * 2);
            strengths = Arrays.copyOf(strengths, count * 2);
        }
        places[count] = at;
        strengths[count++] = strength;
    }
}
