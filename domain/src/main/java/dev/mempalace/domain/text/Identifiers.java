package dev.mempalace.domain.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Splits camelCase words into their parts ({@code sparseVhd} to sparse, vhd), which a word tokenizer keeps whole;
 * snake_case and kebab-case need nothing, since {@link Words} already cuts at '_' and '-'.
 */
public final class Identifiers {

    private static final Pattern CASE_BREAK = Pattern.compile("(?<=\\p{Ll})(?=\\p{Lu})|(?<=\\p{Lu})(?=\\p{Lu}\\p{Ll})");

    private Identifiers() {
    }

    /** The lowercase parts of a camelCase word, or the word alone when it has no case break. */
    public static List<String> parts(String word) {
        List<String> parts = new ArrayList<>();
        for (String part : CASE_BREAK.split(word)) {
            parts.add(part.toLowerCase(Locale.ROOT));
        }
        return parts;
    }
}
