package dev.mempalace.bootstrap;

import java.util.Arrays;

/**
 * Every run of {@link #RUN} characters of a text, hashed and sorted, so that the property test can ask of hundreds
 * of secrets at once whether any part of one survived: a token cut in two keeps its first characters.
 */
final class TextRuns {

    /** The shortest part of a secret that counts as a leak. */
    static final int RUN = 12;

    private final long[] runs;

    TextRuns(String text) {
        runs = new long[Math.max(0, text.length() - RUN + 1)];
        for (int at = 0; at < runs.length; at++) {
            runs[at] = hash(text, at);
        }
        Arrays.sort(runs);
    }

    /** Whether any run of {@link #RUN} characters of {@code secret} (all of it, when shorter) is in the text. */
    boolean holdsPartOf(String secret) {
        if (secret.length() < RUN) {
            return false;
        }
        for (int at = 0; at + RUN <= secret.length(); at++) {
            if (Arrays.binarySearch(runs, hash(secret, at)) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static long hash(String text, int at) {
        long hash = 1125899906842597L;
        for (int i = at; i < at + RUN; i++) {
            hash = 31 * hash + text.charAt(i);
        }
        return hash;
    }
}
