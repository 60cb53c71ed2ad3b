package dev.mempalace.domain.text;

import java.util.List;

/**
 * One thing a query looks for: a text holds the term when it holds any of its phrases, e.g. a camelCase word
 * either whole ({@code sparsevhd}) or as its parts ({@code sparse vhd}).
 */
public record Term(List<Phrase> phrases) {

    public Term {
        phrases = List.copyOf(phrases);
        if (phrases.isEmpty()) {
            throw new IllegalArgumentException("a term needs a phrase");
        }
    }

    /** A term of one phrase. */
    public static Term of(Phrase phrase) {
        return new Term(List.of(phrase));
    }

    /**
     * Written out, as is {@link #hashCode()}: a record's own are bootstrapped at their first call, which spins
     * method-handle classes that no class-data archive keeps, and every search's query terms go into a set.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof Term term && phrases.equals(term.phrases);
    }

    @Override
    public int hashCode() {
        return phrases.hashCode();
    }
}
