package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The model, remembering the vectors of the last queries it embedded, for the page of {@code serve}: a person
 * narrowing a search (kind, folder, mode) or going back searches the same words again, and the query's vector is
 * most of a search page's time. The model is fixed for the process's life, so a vector never goes stale.
 */
final class RecentQueryVectors implements Embedder {

    private static final int KEPT = 256;

    private final Embedder embedder;
    private final Map<String, float[]> recent = new LinkedHashMap<>(KEPT * 2, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, float[]> eldest) {
            return size() > KEPT;
        }
    };

    RecentQueryVectors(Embedder embedder) {
        this.embedder = embedder;
    }

    @Override
    public ModelIdentity identity() {
        return embedder.identity();
    }

    @Override
    public void prepareQuery() {
        embedder.prepareQuery();
    }

    /** A copy each time, so that no caller can change what the next one gets. */
    @Override
    public float[] embedQuery(String query) {
        float[] vector;
        synchronized (recent) {
            vector = recent.get(query);
        }
        if (vector == null) {
            vector = embedder.embedQuery(query);
            synchronized (recent) {
                recent.put(query, vector);
            }
        }
        return vector.clone();
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        return embedder.embedDocuments(texts);
    }
}
