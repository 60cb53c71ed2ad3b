package dev.mempalace.domain.text;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * A text's content words (folded, lower case, stop words left out), the shingles of one word two notes are compared
 * by: two notes sharing most of their words share their wording, which cosine alone cannot tell ("use Bun for
 * tests" and "use Bun as the runtime" are near in meaning and far in wording). Shingles of three words were
 * measured first and lost reworded copies, whose phrasing changes while their words stay (docs/results.md).
 */
public final class Shingles {

    private Shingles() {
    }

    /** The text's content words. */
    public static Set<String> of(String text) {
        Set<String> shingles = new HashSet<>();
        for (String word : Words.of(Words.folded(text).toLowerCase(Locale.ROOT))) {
            if (!StopWords.contains(word)) {
                shingles.add(word);
            }
        }
        return shingles;
    }

    /**
     * How much of the smaller set the larger holds, 0 to 1: a note and its expansion share nearly all of the
     * shorter one's words, which Jaccard's index (over their union) would count as little.
     */
    public static double overlap(Set<String> a, Set<String> b) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0;
        }
        Set<String> small = a.size() <= b.size() ? a : b;
        Set<String> large = small == a ? b : a;
        long shared = small.stream().filter(large::contains).count();
        return (double) shared / small.size();
    }
}
