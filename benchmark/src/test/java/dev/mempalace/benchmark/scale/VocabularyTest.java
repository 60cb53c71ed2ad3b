package dev.mempalace.benchmark.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class VocabularyTest {

    private static final int SAMPLES = 400_000;

    @Test
    void everyRankHasItsOwnLowercaseWordAndCommonWordsAreShort() {
        Set<String> words = new HashSet<>();
        IntStream.range(0, Vocabulary.SIZE).forEach(rank -> words.add(Vocabulary.word(rank)));

        assertEquals(Vocabulary.SIZE, words.size());
        assertTrue(words.stream().allMatch(w -> w.matches("[a-z]+")));
        assertEquals(2, Vocabulary.word(0).length());
        assertEquals(6, Vocabulary.word(Vocabulary.SIZE - 1).length());
    }

    @Test
    void samplesFollowZipfsLaw() {
        Vocabulary vocabulary = Vocabulary.standard();
        int[] counts = new int[vocabulary.size()];
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < SAMPLES; i++) {
            counts[vocabulary.sample(random)]++;
        }

        // Zipf with exponent 1: the tenth word is a tenth as frequent as the first.
        double ratio = (double) counts[0] / counts[9];
        assertTrue(ratio > 8.5 && ratio < 11.5, "rank 1 / rank 10 = " + ratio);
        int top100 = IntStream.range(0, 100).map(r -> counts[r]).sum();
        double expected = IntStream.range(0, 100).mapToDouble(vocabulary::probability).sum();
        assertEquals(expected, (double) top100 / SAMPLES, 0.01);
        assertTrue(expected > 0.4 && expected < 0.5, "the top 100 words make up " + expected);
        assertTrue(counts[0] > counts[1] && counts[1] > counts[3] && counts[3] > counts[30]);
    }

    @Test
    void badArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Vocabulary(0, 1));
        assertThrows(IllegalArgumentException.class, () -> new Vocabulary(10, 0));
        assertThrows(IllegalArgumentException.class, () -> Vocabulary.word(-1));
    }
}
