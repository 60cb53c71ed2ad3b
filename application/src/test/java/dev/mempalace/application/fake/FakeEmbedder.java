package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import dev.mempalace.application.port.out.ModelUnavailableException;
import java.util.ArrayList;
import java.util.List;

/**
 * A hashing bag-of-words embedder: deterministic, normalised, and counting its calls so tests can prove that
 * search never embeds a document.
 */
public final class FakeEmbedder implements Embedder {

    private static final int DIMENSIONS = 64;

    private String variant = "fake-v1";
    private boolean available = true;
    private int documentsEmbedded;
    private int queriesEmbedded;
    private int queriesPrepared;

    /** Switches to another model version: vectors made before no longer match the fingerprint. */
    public void changeModel(String newVariant) {
        this.variant = newVariant;
    }

    /** Makes the model unavailable, as a missing model directory would. */
    public void makeUnavailable() {
        available = false;
    }

    public int documentsEmbedded() {
        return documentsEmbedded;
    }

    public int queriesEmbedded() {
        return queriesEmbedded;
    }

    /** How often a search said a query would be embedded soon. */
    public int queriesPrepared() {
        return queriesPrepared;
    }

    @Override
    public void prepareQuery(String query) {
        queriesPrepared++;
    }

    @Override
    public ModelIdentity identity() {
        if (!available) {
            throw new ModelUnavailableException("fake model unavailable");
        }
        return new ModelIdentity("fake", variant, "0", "bag-of-words", "", 512);
    }

    @Override
    public float[] embedQuery(String query) {
        queriesEmbedded++;
        return vector(query);
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        documentsEmbedded += texts.size();
        List<float[]> vectors = new ArrayList<>(texts.size());
        texts.forEach(t -> vectors.add(vector(t)));
        return vectors;
    }

    private static float[] vector(String text) {
        float[] v = new float[DIMENSIONS];
        for (String term : SimpleTerms.query(text)) {
            v[Math.floorMod(term.hashCode(), DIMENSIONS)] += 1;
        }
        double norm = 0;
        for (float x : v) {
            norm += x * x;
        }
        if (norm == 0) {
            v[0] = 1;
            return v;
        }
        for (int i = 0; i < v.length; i++) {
            v[i] /= (float) Math.sqrt(norm);
        }
        return v;
    }
}
