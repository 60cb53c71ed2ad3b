package dev.mempalace.benchmark.scale;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A synthetic vocabulary of distinct lowercase words drawn by Zipf's law, as the words of real text are (shared by
 * the synthetic corpora of the scale and session benchmarks).
 */
public final class Vocabulary {

    static final int SIZE = 50_000;
    static final double EXPONENT = 1.0;

    // Consonant-vowel syllables: words that the porter stemmer and the unicode61 tokenizer leave whole.
    private static final String CONSONANTS = "bdfgklmnprstvz";
    private static final String VOWELS = "aeiou";
    private static final int SYLLABLES = CONSONANTS.length() * VOWELS.length();

    private final double[] cumulative;

    Vocabulary(int size, double exponent) {
        if (size < 1 || exponent <= 0) {
            throw new IllegalArgumentException("a vocabulary needs words and a positive exponent: " + size + ", "
                    + exponent);
        }
        cumulative = new double[size];
        double sum = 0;
        for (int rank = 0; rank < size; rank++) {
            sum += 1 / Math.pow(rank + 1, exponent);
            cumulative[rank] = sum;
        }
        for (int rank = 0; rank < size; rank++) {
            cumulative[rank] /= sum;
        }
    }

    public static Vocabulary standard() {
        return new Vocabulary(SIZE, EXPONENT);
    }

    int size() {
        return cumulative.length;
    }

    /** The share of all words that the word of this rank takes. */
    double probability(int rank) {
        return rank == 0 ? cumulative[0] : cumulative[rank] - cumulative[rank - 1];
    }

    /** A rank drawn with probability proportional to 1 / (rank + 1)^exponent. */
    public int sample(RandomGenerator random) {
        int found = Arrays.binarySearch(cumulative, random.nextDouble());
        return Math.min(found >= 0 ? found : -found - 1, cumulative.length - 1);
    }

    /** The word of a rank (0 the most frequent), spelled in bijective base-70 syllables: short words are common. */
    public static String word(int rank) {
        if (rank < 0) {
            throw new IllegalArgumentException("rank must be >= 0: " + rank);
        }
        StringBuilder word = new StringBuilder();
        for (long n = rank + 1L; n > 0; n = (n - 1) / SYLLABLES) {
            int syllable = (int) ((n - 1) % SYLLABLES);
            word.append(CONSONANTS.charAt(syllable / VOWELS.length()))
                    .append(VOWELS.charAt(syllable % VOWELS.length()));
        }
        return word.toString();
    }
}
