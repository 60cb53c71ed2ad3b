package dev.mempalace.adapter.solr;

import dev.mempalace.domain.ranking.LexicalWeights;
import dev.mempalace.domain.text.Phrase;
import dev.mempalace.domain.text.QueryTerms;
import dev.mempalace.domain.text.Term;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A query's {@link QueryTerms} as a safe Lucene query over the chunk fields: each phrase
 * quoted in every field with the field weights of SQLite's BM25 (title 4, heading path 2, body and split forms 1),
 * so that query syntax in the text is only ever text. {@code phrases} are those of every term in order, as FTS5 counts
 * them in its bm25().
 */
record LuceneQuery(List<String> terms, List<Phrase> phrases, boolean meaningful) {


    LuceneQuery {
        terms = List.copyOf(terms);
        phrases = List.copyOf(phrases);
    }

    static LuceneQuery of(QueryTerms query) {
        return new LuceneQuery(query.terms().stream().map(LuceneQuery::expression).toList(),
                query.terms().stream().flatMap(term -> term.phrases().stream()).toList(), query.meaningful());
    }

    /** A term is held when any of its phrases is, in any field. */
    private static String expression(Term term) {
        return term.phrases().stream().map(LuceneQuery::quote)
                .map(p -> "title:" + p + "^" + LexicalWeights.TITLE + " heading:" + p + "^" + LexicalWeights.HEADING + " body:" + p
                        + " forms:" + p)
                .collect(Collectors.joining(" ", "(", ")"));
    }

    /** The chunks holding the phrase in any field, unweighted. */
    static String anyField(Phrase phrase) {
        String quoted = quote(phrase);
        return "title:" + quoted + " OR heading:" + quoted + " OR body:" + quoted + " OR forms:" + quoted;
    }

    // Words hold only letters and digits, so nothing inside the quotes needs escaping; escaping costs nothing.
    private static String quote(Phrase phrase) {
        return '"' + String.join(" ", phrase.words()).replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    boolean isEmpty() {
        return terms.isEmpty();
    }

    /** Every term must match. */
    String allTerms() {
        return terms.stream().map(t -> "+" + t).collect(Collectors.joining(" "));
    }

    /** Any term may match. */
    String anyTerm() {
        return String.join(" ", terms);
    }
}
