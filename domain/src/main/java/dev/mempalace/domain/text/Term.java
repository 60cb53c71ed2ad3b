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
}
