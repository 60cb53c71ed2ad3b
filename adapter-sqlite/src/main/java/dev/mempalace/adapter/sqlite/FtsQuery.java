package dev.mempalace.adapter.sqlite;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Any user text as a safe FTS5 expression: words split and folded as unicode61 does, common English words
 * dropped, every word quoted so that FTS5 syntax in the text is only ever text. {@code meaningful} is false when
 * the text held only common words.
 */
record FtsQuery(List<String> terms, boolean meaningful) {

    /** Longer queries keep their first terms: enough to rank, and a bound on the expression's size. */
    static final int MAX_TERMS = 32;

    /** A CJK piece of at most this many characters is looked for whole. */
    static final int PHRASE_CHARS = 4;

    private static final Pattern LATIN_MARKS = Pattern.compile("(?<=\\p{IsLatin})\\p{M}+");

    private static final Set<String> STOP_WORDS = Set.of("a", "an", "and", "are", "as", "at", "be", "but", "by",
            "can", "do", "does", "for", "from", "how", "i", "if", "in", "into", "is", "it", "its", "of", "on", "or",
            "so", "that", "the", "then", "there", "these", "this", "to", "was", "were", "what", "when", "where",
            "which", "who", "why", "will", "with");

    FtsQuery {
        terms = List.copyOf(terms);
    }

    static FtsQuery of(String text) {
        // Accents come off Latin letters only: kana and Hangul keep their marks, composed again.
        String folded = Normalizer.normalize(LATIN_MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD))
                .replaceAll(""), Normalizer.Form.NFC);
        Set<String> all = new LinkedHashSet<>();
        Set<String> meaningful = new LinkedHashSet<>();
        for (String word : Identifiers.WORD_BREAK.split(folded)) {
            if (word.isEmpty()) {
                continue;
            }
            List<String> terms = CjkGrams.any(word) ? cjkTerms(word) : List.of(term(word));
            all.addAll(terms);
            if (!STOP_WORDS.contains(word.toLowerCase(Locale.ROOT))) {
                meaningful.addAll(terms);
            }
        }
        List<String> terms = new ArrayList<>(meaningful.isEmpty() ? all : meaningful);
        return new FtsQuery(terms.subList(0, Math.min(MAX_TERMS, terms.size())), !meaningful.isEmpty());
    }

    /**
     * A word with Chinese, Japanese or Korean letters, matched against the grams of the hidden column
     * ({@link CjkGrams}): a piece of up to {@value #PHRASE_CHARS} characters must appear whole (its grams as a
     * phrase), a longer one (Chinese writes whole clauses without a break) by each of its grams. Hiragana beside
     * kanji or katakana is mostly particles and endings ({@code の}, {@code を}, {@code する}), so it is left out.
     */
    private static List<String> cjkTerms(String word) {
        List<CjkGrams.Piece> pieces = CjkGrams.pieces(word);
        boolean mixed = pieces.stream().anyMatch(p -> !p.hiragana());
        List<String> terms = new ArrayList<>();
        for (CjkGrams.Piece piece : pieces) {
            if (mixed && piece.hiragana()) {
                continue;
            }
            List<String> grams = piece.grams();
            if (!piece.cjk()) {
                terms.add(term(piece.text()));
            } else if (grams.size() < PHRASE_CHARS) {
                terms.add(quote(String.join(" ", grams)));
            } else {
                grams.forEach(gram -> terms.add(quote(gram)));
            }
        }
        return terms;
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
