package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.TokenCounter;
import java.util.Arrays;

/**
 * The model's tokens of a piece's text, measured a slice at a time, never whole, so that a huge note costs no more
 * memory than a slice: where each token of the slice ends in the note's text.
 */
final class TokenSlices {

    /** Chars tokenized at once, at least: several windows of prose, so that a huge piece is measured in slices. */
    private static final int SLICE = 1 << 15;
    /** How far a slice may reach past its length to end between words. */
    private static final int SLICE_SLACK = 256;

    private final String text;
    private final int end;
    private final TokenCounter counter;
    private final int reach;
    private int sliceStart;
    private int sliceEnd;
    private int[] tokenEnds;

    /** Over {@code text} up to {@code end}; a slice holds more than {@code reach} tokens unless it ends there. */
    TokenSlices(String text, int end, TokenCounter counter, int reach) {
        this.text = text;
        this.end = end;
        this.counter = counter;
        this.reach = reach;
    }

    /**
     * Makes sure that the tokens from {@code from} on are measured, up to the piece's end or past {@code reach}
     * tokens.
     */
    void measure(int from) {
        if (tokenEnds != null && from >= sliceStart && (sliceEnd == end || tokens(from, sliceEnd) > reach)) {
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
        } while (sliceEnd < end && tokens(from, sliceEnd) <= reach);
    }

    /** Where the measured slice ends. */
    int sliceEnd() {
        return sliceEnd;
    }

    /** The tokens of the measured slice that end after {@code from} and at or before {@code to}. */
    int tokens(int from, int to) {
        return endsUpTo(to) - endsUpTo(from);
    }

    /** Where the {@code count}-th token after {@code from} ends; -1 past the slice's tokens. */
    int tokenEnd(int from, int count) {
        int index = endsUpTo(from) + count - 1;
        return index < tokenEnds.length ? tokenEnds[index] : -1;
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
}
