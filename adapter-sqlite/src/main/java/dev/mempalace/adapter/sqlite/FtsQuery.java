package dev.mempalace.adapter.sqlite;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Any user text as a safe FTS5 expression: words split and folded as unicode61 does, common English words
 * dropped, every word quoted so that FTS5 syntax in the text is only ever text.
 */
record FtsQuery(List<String> terms) {

    /** Longer queries keep their first terms: enough to rank, and a bound on the expression's size. */
    static final int MAX_TERMS = 32;

    private static final Set<String> STOP_WORDS = Set.of("a", "an", "and", "are", "as", "at", "be", "but", "by",
            "can", "do", "does", "for", "from", "how", "i", "if", "in", "into", "is", "it", "its", "of", "on", "or",
            "so", "that", "the", "then", "there", "these", "this", "to", "was", "were", "what", "when", "where",
            "which", "who", "why", "will", "with");

    FtsQuery {
        terms = List.copyOf(terms);
    }

    static FtsQuery of(String text) {
        String folded = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        Set<String> all = new LinkedHashSet<>();
        Set<String> meaningful = new LinkedHashSet<>();
        for (String word : Identifiers.WORD_BREAK.split(folded)) {
            if (word.isEmpty()) {
                continue;
            }
            String term = term(word);
            all.add(term);
            if (!STOP_WORDS.contains(word.toLowerCase(Locale.ROOT))) {
                meaningful.add(term);
            }
        }
        List<String> terms = new ArrayList<>(meaningful.isEmpty() ? all : meaningful);
        return new FtsQuery(terms.subList(0, Math.min(MAX_TERMS, terms.size())));
    }

    /** A quoted word, or for a camelCase word either the whole word or its parts as a phrase. */
    private static String term(String word) {
        String whole = quote(word.toLowerCase(Locale.ROOT));
        List<String> parts = Identifiers.parts(word);
        return parts.size() < 2 ? whole : "(" + whole + " OR " + quote(String.join(" ", parts)) + ")";
    }

    // Words hold only letters and digits, so no quote needs escaping; doubling is FTS5's escape all the same.
    private static String quote(String word) {
        return '"' + word.replace("\"", "\"\"") + '"';
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
