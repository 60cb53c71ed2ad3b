package dev.mempalace.domain.text;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What any text asks a word index for, whatever the store: its words ({@link Words}, Latin accents folded), each
 * once, as the terms a chunk must hold; common words ({@link StopWords}) dropped unless nothing else is left, when
 * the query is not {@code meaningful}. Query syntax of any store is only ever text here.
 */
public record QueryTerms(List<Term> terms, boolean meaningful) {

    /** Longer queries keep their first terms: enough to rank, and a bound on what a store is asked. */
    public static final int MAX_TERMS = 32;

    /** A CJK piece of at most this many characters is looked for whole. */
    public static final int PHRASE_CHARS = 4;

    public QueryTerms {
        terms = List.copyOf(terms);
    }

    /** The terms of any text; none when it holds no word. */
    public static QueryTerms of(String text) {
        Set<Term> all = new LinkedHashSet<>();
        Set<Term> meaningful = new LinkedHashSet<>();
        for (String word : Words.of(Words.folded(text))) {
            List<Term> terms = CjkGrams.any(word) ? cjkTerms(word) : List.of(term(word));
            all.addAll(terms);
            if (!StopWords.contains(word)) {
                meaningful.addAll(terms);
            }
        }
        List<Term> terms = new ArrayList<>(meaningful.isEmpty() ? all : meaningful);
        return new QueryTerms(terms.subList(0, Math.min(MAX_TERMS, terms.size())), !meaningful.isEmpty());
    }

    /** Whether the text held no word at all, so that nothing can match it. */
    public boolean isEmpty() {
        return terms.isEmpty();
    }

    /**
     * A word with Chinese, Japanese or Korean letters, matched against the grams a store indexes beside the text
     * ({@link SplitForms}): a piece of up to {@value #PHRASE_CHARS} characters must appear whole (its grams as a
     * phrase), a longer one (Chinese writes whole clauses without a break) by each of its grams. Hiragana beside
     * kanji or katakana is mostly particles and endings ({@code の}, {@code を}, {@code する}), so it is left out.
     */
    private static List<Term> cjkTerms(String word) {
        List<CjkGrams.Piece> pieces = CjkGrams.pieces(word);
        boolean mixed = pieces.stream().anyMatch(p -> !p.hiragana());
        List<Term> terms = new ArrayList<>();
        for (CjkGrams.Piece piece : pieces) {
            if (mixed && piece.hiragana()) {
                continue;
            }
            List<String> grams = piece.grams();
            if (!piece.cjk()) {
                terms.add(term(piece.text()));
            } else if (grams.size() < PHRASE_CHARS) {
                terms.add(Term.of(new Phrase(grams)));
            } else {
                grams.forEach(gram -> terms.add(Term.of(Phrase.of(gram))));
            }
        }
        return terms;
    }

    /** A word, or for a camelCase word either the whole word or its parts as a phrase. */
    private static Term term(String word) {
        Phrase whole = Phrase.of(word.toLowerCase(Locale.ROOT));
        List<String> parts = Identifiers.parts(word);
        return parts.size() < 2 ? Term.of(whole) : new Term(List.of(whole, new Phrase(parts)));
    }
}
