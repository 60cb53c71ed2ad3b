package dev.mempalace.adapter.sqlite;

import dev.mempalace.domain.text.Phrase;
import dev.mempalace.domain.text.QueryTerms;
import dev.mempalace.domain.text.Term;
import java.util.List;

/**
 * A query's {@link QueryTerms} as a safe FTS5 expression: every phrase quoted so that FTS5 syntax in the text is only
 * ever text. {@code meaningful} is false when the text held only common words.
 */
record FtsQuery(List<String> terms, boolean meaningful) {

    FtsQuery {
        terms = List.copyOf(terms);
    }

    static FtsQuery of(QueryTerms query) {
        return new FtsQuery(query.terms().stream().map(FtsQuery::expression).toList(), query.meaningful());
    }

    /** A quoted phrase, or for a term of several phrases (a camelCase word) any of them. */
    private static String expression(Term term) {
        List<String> phrases = term.phrases().stream().map(FtsQuery::quote).toList();
        return phrases.size() == 1 ? phrases.get(0) : "(" + String.join(" OR ", phrases) + ")";
    }

    // Words hold only letters and digits, so no quote needs escaping; doubling is FTS5's escape all the same.
    private static String quote(Phrase phrase) {
        return '"' + String.join(" ", phrase.words()).replace("\"", "\"\"") + '"';
    }

    boolean isEmpty() {
        return terms.isEmpty();
    }

    /** Every term must match. */
    String allTerms() {
        return String.join(" AND ", terms);
    }

    /** Any term may match. */
    String anyTerm() {
        return String.join(" OR ", terms);
    }
}
