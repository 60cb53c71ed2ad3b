package dev.mempalace.application.contract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.Embedder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What every embedder must do, run against the fake and the real model alike: the same text always gets the same
 * unit vector, whatever else is in the call; different texts get different vectors; and a query is embedded as the
 * document made of the model's query prefix and the query, so that query and document differ by the prefix only.
 * Of the fingerprint only the query prefix is used.
 */
public abstract class EmbedderContract {

    private static final float SAME = 1e-6f;

    private static final List<String> TEXTS = List.of(
            "On Windows, Sysinternals handle.exe lists the process that holds an open handle (a lock) on a file.",
            "A systemd timer with OnCalendar=daily and Persistent=true runs the backup service every night.",
            "A systemd timer with OnCalendar=weekly and Persistent=true runs the backup service every Sunday.",
            "Use git rebase -i to squash commits before merging.",
            "SQLite FTS5 ranks with bm25.",
            "",
            "Ünïcödé, emoji 🚀 and CJK 文字 survive tokenisation.");

    private static final String QUERY = "Which process holds a file lock on Windows?";

    /** The embedder under test; it may be shared by every test of a class. */
    protected abstract Embedder embedder();

    @Test
    void theSameTextGetsTheSameVectorTwice() {
        for (String text : TEXTS) {
            assertArrayEquals(embedOne(text), embedOne(text), SAME, text);
        }
        assertArrayEquals(embedder().embedQuery(QUERY), embedder().embedQuery(QUERY), SAME);
    }

    @Test
    void aTextGetsInABatchTheVectorItGetsAlone() {
        List<float[]> batch = embedder().embedDocuments(TEXTS);
        List<float[]> reversed = embedder().embedDocuments(reversed(TEXTS));

        assertEquals(TEXTS.size(), batch.size());
        for (int i = 0; i < TEXTS.size(); i++) {
            float[] alone = embedOne(TEXTS.get(i));
            assertArrayEquals(alone, batch.get(i), SAME, TEXTS.get(i));
            assertArrayEquals(alone, reversed.get(TEXTS.size() - 1 - i), SAME, TEXTS.get(i));
        }
    }

    @Test
    void anEmptyBatchGetsNoVectors() {
        assertEquals(List.of(), embedder().embedDocuments(List.of()));
    }

    @Test
    void everyVectorHasUnitLengthAndTheSameDimension() {
        List<float[]> vectors = new ArrayList<>(embedder().embedDocuments(TEXTS));
        vectors.add(embedder().embedQuery(QUERY));
        vectors.add(embedder().embedQuery(""));

        int dimension = vectors.get(0).length;
        assertTrue(dimension > 1, "dimension " + dimension);
        for (float[] vector : vectors) {
            assertEquals(dimension, vector.length);
            assertEquals(1.0, Math.sqrt(dot(vector, vector)), 1e-4);
        }
    }

    @Test
    void differentTextsGetDifferentVectors() {
        List<float[]> vectors = embedder().embedDocuments(TEXTS);
        for (int i = 0; i < TEXTS.size(); i++) {
            for (int j = i + 1; j < TEXTS.size(); j++) {
                double cosine = dot(vectors.get(i), vectors.get(j));
                assertTrue(cosine < 0.99, "cosine " + cosine + " of \"" + TEXTS.get(i) + "\" and \"" + TEXTS.get(j)
                        + "\"");
            }
        }
    }

    @Test
    void aQueryIsEmbeddedAsTheDocumentOfItsPrefixAndItself() {
        String prefix = embedder().identity().queryPrefix();
        for (String query : List.of(QUERY, "bm25", "")) {
            assertArrayEquals(embedOne(prefix + query), embedder().embedQuery(query), SAME, query);
        }
    }

    private float[] embedOne(String text) {
        List<float[]> vectors = embedder().embedDocuments(List.of(text));
        assertEquals(1, vectors.size());
        return vectors.get(0);
    }

    private static List<String> reversed(List<String> texts) {
        List<String> copy = new ArrayList<>(texts);
        Collections.reverse(copy);
        return copy;
    }

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += (double) a[i] * b[i];
        }
        return sum;
    }
}
