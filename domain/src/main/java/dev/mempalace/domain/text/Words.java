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
     * The text composed (NFC), with the accents taken off its Latin letters only ({@code Café} to {@code Cafe}):
     * kana and Hangul keep their marks, since there a mark makes another letter. ASCII text is returned as it is:
     * it is the same in every normal form and has no marks, and most queries are ASCII, which so skip the JDK's
     * normalizer, whose tables take milliseconds to load in a new process.
     */
    public static String folded(String text) {
        if (isAscii(text)) {
            return text;
        }
        return Normalizer.normalize(LatinMarks.PATTERN.matcher(Normalizer.normalize(text, Normalizer.Form.NFD))
                .replaceAll(""), Normalizer.Form.NFC);
    }

    private static boolean isAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= 0x80) {
                return false;
            }
        }
        return true;
    }

    /** Compiled at the first text that is not ASCII. */
    private static final class LatinMarks {

        static final Pattern PATTERN = Pattern.compile("(?<=\\p{IsLatin})\\p{M}+");
    }
}
