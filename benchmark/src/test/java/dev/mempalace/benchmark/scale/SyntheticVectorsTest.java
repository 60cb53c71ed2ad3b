package dev.mempalace.benchmark.scale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.Fingerprint;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class SyntheticVectorsTest {

    @Test
    void vectorsAreUnitLengthAndDeterministic() {
        float[] vector = SyntheticVectors.unit(42, 7);

        assertEquals(SyntheticVectors.DIMENSION, vector.length);
        assertEquals(1.0, dot(vector, vector), 1e-5);
        assertArrayEquals(vector, SyntheticVectors.unit(42, 7));
        assertFalse(Arrays.equals(vector, SyntheticVectors.unit(42, 8)));
        assertFalse(Arrays.equals(vector, SyntheticVectors.unit(43, 7)));
        // Random directions in 384 dimensions are all but orthogonal.
        assertTrue(Math.abs(dot(vector, SyntheticVectors.unit(42, 8))) < 0.3);
    }

    @Test
    void theEmbedderGivesEachQueryItsOwnVectorUnderTheSyntheticFingerprint() {
        SyntheticEmbedder embedder = new SyntheticEmbedder(42);

        assertArrayEquals(embedder.embedQuery("kama lobe"), new SyntheticEmbedder(42).embedQuery("kama lobe"));
        assertFalse(Arrays.equals(embedder.embedQuery("kama lobe"), embedder.embedQuery("kama lobi")));
        assertEquals(1.0, dot(embedder.embedQuery("x"), embedder.embedQuery("x")), 1e-5);
        assertEquals(2, embedder.embedDocuments(List.of("a", "b")).size());
        assertEquals(SyntheticCorpus.FORMAT, SyntheticEmbedder.FINGERPRINT.chunker());
        assertEquals(SyntheticEmbedder.FINGERPRINT, Fingerprint.of(embedder.identity(), SyntheticCorpus.FORMAT));
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
