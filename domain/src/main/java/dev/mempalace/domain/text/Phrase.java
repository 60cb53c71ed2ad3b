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

    /**
     * Written out, as is {@link #hashCode()}: a record's own are bootstrapped at their first call, which spins
     * method-handle classes that no class-data archive keeps, and every search's query terms go into a set.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Phrase phrase && words.equals(phrase.words);
    }

    @Override
    public int hashCode() {
        return words.hashCode();
    }
}
