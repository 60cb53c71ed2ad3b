package dev.mempalace.adapter.sqlite;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Splits camelCase words into their parts ({@code sparseVhd} to sparse, vhd), which the unicode61 tokenizer
 * keeps whole; snake_case and kebab-case need nothing, since the tokenizer already splits on '_' and '-'. Words in
 * Chinese, Japanese or Korean become their two-character grams instead.
 */
final class Identifiers {

    static final Pattern WORD_BREAK = Pattern.compile("[^\\p{L}\\p{N}\\p{Co}]+");

    private static final Pattern CASE_BREAK = Pattern.compile("(?<=\\p{Ll})(?=\\p{Lu})|(?<=\\p{Lu})(?=\\p{Lu}\\p{Ll})");

    private Identifiers() {
    }

    /** The lowercase parts of a camelCase word, or the word alone when it has no case break. */
    static List<String> parts(String word) {
        List<String> parts = new ArrayList<>();
        for (String part : CASE_BREAK.split(word)) {
            parts.add(part.toLowerCase(Locale.ROOT));
        }
        return parts;
    }

    /**
     * The hidden FTS column: the split forms of every camelCase word in the texts, one word per line, and the
     * two-character grams of their Chinese, Japanese and Korean words ({@link CjkGrams}).
     */
    static String splitForms(String... texts) {
        StringBuilder forms = new StringBuilder();
        for (String text : texts) {
            for (String word : WORD_BREAK.split(Normalizer.normalize(text, Normalizer.Form.NFC))) {
                if (CjkGrams.any(word)) {
                    forms.append(CjkGrams.forms(word));
                    continue;
                }
                List<String> parts = parts(word);
                if (parts.size() > 1) {
                    forms.append(String.join(" ", parts)).append('\n');
                }
            }
        }
        return forms.toString();
    }
}
