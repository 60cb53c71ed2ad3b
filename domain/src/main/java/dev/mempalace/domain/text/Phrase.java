package dev.mempalace.domain.text;

import java.util.List;

/** Words a text must hold one right after another (lower case, or CJK grams, which have no case). */
public record Phrase(List<String> words) {

    public Phrase {
        words = List.copyOf(words);
        if (words.isEmpty()) {
            throw new IllegalArgumentException("a phrase needs a word");
        }
    }

    /** A phrase of the given words. */
    public static Phrase of(String... words) {
        return new Phrase(List.of(words));
    }
}
