package dev.mempalace.domain.text;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * How any text is cut into words: at every character that is not a letter, a digit or a private-use character,
 * as a store's word tokenizer cuts it ({@code MAX_connections} is two words, {@code file-locking} too).
 */
public final class Words {

    private static final Pattern BREAK = Pattern.compile("[^\\p{L}\\p{N}\\p{Co}]+");

    private Words() {
    }

    /** The words of the text, in order. */
    public static List<String> of(String text) {
        List<String> words = new ArrayList<>();
        for (String word : BREAK.split(text)) {
            if (!word.isEmpty()) {
                words.add(word);
            }
        }
        return words;
    }

    /**
     * Characters besides ASCII that no normal form changes, that are no mark and that compose with nothing before
     * them, as pairs of first and last: Latin-1's punctuation and signs, × and ÷, the general punctuation from the
     * hyphen on (dashes, quotes, bullets, ellipsis), the eight arrows, the common operators (−, ≤, ≥, ∪, ...), box
     * drawing, shapes, symbols and dingbats: what notes are written with. {@code WordsTest} holds each to the JDK's
     * normalizer.
     */
    static final char[] PLAIN = {'\u00A0', '\u00BF', '\u00D7', '\u00D7', '\u00F7', '\u00F7', '\u2010', '\u205E',
        '\u2190', '\u2199', '\u2200', '\u2203', '\u2212', '\u2223', '\u2227', '\u2240', '\u2264', '\u2265',
        '\u2500', '\u27BF'};

    /**
     * The text composed (NFC), with the accents taken off its Latin letters only ({@code Café} to {@code Cafe}):
     * kana and Hangul keep their marks, since there a mark makes another letter. A text of ASCII and {@link #PLAIN}
     * characters is returned as it is: it is the same in every normal form and has no marks, and most queries and
     * notes are one (dashes, arrows), which so skip the JDK's normalizer, whose tables take milliseconds to load in a
     * new process (a cold hybrid search folds the words of the notes it compares).
     */
    public static String folded(String text) {
        if (isPlain(text)) {
            return text;
        }
        return Normalizer.normalize(LatinMarks.PATTERN.matcher(Normalizer.normalize(text, Normalizer.Form.NFD))
                .replaceAll(""), Normalizer.Form.NFC);
    }

    private static boolean isPlain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x80 && !isPlain(c)) {
                return false;
            }
        }
        return true;
    }

    static boolean isPlain(char c) {
        for (int i = 0; i < PLAIN.length; i += 2) {
            if (c >= PLAIN[i] && c <= PLAIN[i + 1]) {
                return true;
            }
        }
        return false;
    }

    /** Compiled at the first text that is not plain. */
    private static final class LatinMarks {

        static final Pattern PATTERN = Pattern.compile("(?<=\\p{IsLatin})\\p{M}+");
    }
}
