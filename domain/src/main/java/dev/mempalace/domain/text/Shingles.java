package dev.mempalace.domain.text;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A text's runs of three words (folded, lower case), the shingles two notes are compared by: two notes sharing most
 * of their shingles share their wording, which cosine alone cannot tell ("use Bun for tests" and "use Bun as the
 * runtime" are near in meaning and far in wording). A text of fewer than three words is its words.
 */
public final class Shingles {

    static final int WIDTH = 3;

    private Shingles() {
    }

    /** The text's shingles, each as one string of its words joined by a space. */
    public static Set<String> of(String text) {
        List<String> words = Words.of(Words.folded(text).toLowerCase(Locale.ROOT));
        Set<String> shingles = new HashSet<>();
        if (words.size() < WIDTH) {
            shingles.addAll(words);
            return shingles;
        }
        for (int i = 0; i + WIDTH <= words.size(); i++) {
            shingles.add(String.join(" ", words.subList(i, i + WIDTH)));
        }
        return shingles;
    }

    /**
     * How much of the smaller set the larger holds, 0 to 1: a note and its expansion share nearly all of the
     * shorter one's shingles, which Jaccard's index (over their union) would count as little.
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
