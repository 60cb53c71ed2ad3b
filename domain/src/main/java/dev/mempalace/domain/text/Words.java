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

    private static final Pattern LATIN_MARKS = Pattern.compile("(?<=\\p{IsLatin})\\p{M}+");

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
     * kana and Hangul keep their marks, since there a mark makes another letter.
     */
    public static String folded(String text) {
        return Normalizer.normalize(LATIN_MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD))
                .replaceAll(""), Normalizer.Form.NFC);
    }
}
