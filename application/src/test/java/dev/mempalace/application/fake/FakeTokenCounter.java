package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.TokenCounter;
import java.util.Arrays;

/** Counts each whitespace-separated word as one token, and two special tokens around every text. */
public final class FakeTokenCounter implements TokenCounter {

    public static final int SPECIAL_TOKENS = 2;

    private final int window;

    /** A counter whose model reads {@code window} tokens. */
    public FakeTokenCounter(int window) {
        this.window = window;
    }

    @Override
    public String tokenizer() {
        return "fake-words";
    }

    @Override
    public int window() {
        return window;
    }

    @Override
    public int count(String text) {
        return tokenEnds(text).length + SPECIAL_TOKENS;
    }

    @Override
    public int[] tokenEnds(String text) {
        int[] ends = new int[16];
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            boolean wordEnds = !Character.isWhitespace(text.charAt(i))
                    && (i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1)));
            if (wordEnds) {
                if (n == ends.length) {
                    ends = Arrays.copyOf(ends, n * 2);
                }
                ends[n++] = i + 1;
            }
        }
        return Arrays.copyOf(ends, n);
    }
}
