package dev.mempalace.domain.text;

import java.text.Normalizer;
import java.util.List;

/**
 * What a store indexes beside a text so that a query finds the pieces of its words: the parts of every camelCase
 * word ({@link Identifiers}), and the two-character grams of every Chinese, Japanese or Korean word
 * ({@link CjkGrams}), one word's forms to a line.
 */
public final class SplitForms {

    private SplitForms() {
    }

    /** The split forms of the words of every text, in order; empty when no word needs one. */
    public static String of(String... texts) {
        StringBuilder forms = new StringBuilder();
        for (String text : texts) {
            for (String word : Words.of(Normalizer.normalize(text, Normalizer.Form.NFC))) {
                if (CjkGrams.any(word)) {
                    forms.append(CjkGrams.forms(word));
                    continue;
                }
                List<String> parts = Identifiers.parts(word);
                if (parts.size() > 1) {
                    forms.append(String.join(" ", parts)).append('\n');
                }
            }
        }
        return forms.toString();
    }
}
