package dev.mempalace.bootstrap;

import dev.mempalace.application.concurrent.Concurrently;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The model, remembering the vectors of the last queries it embedded, for the page of {@code serve}: a person
 * narrowing a search (kind, folder, mode) or going back searches the same words again, and the query's vector is
 * most of a search page's time. The model is fixed for the process's life, so a vector never goes stale. A query
 * the search says it will ask for ({@link #prepareQuery}) is embedded at once on another thread, beside the search's
 * drift check and lexical leg, which on SQLite run before the vector leg, one after the other.
 */
final class RecentQueryVectors implements Embedder {

    private static final int KEPT = 256;

    private final Embedder embedder;
    private final Map<String, CompletableFuture<float[]>> recent = new LinkedHashMap<>(KEPT * 2, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, CompletableFuture<float[]>> eldest) {
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
    public void prepareQuery(String query) {
        synchronized (recent) {
            recent.computeIfAbsent(query, words -> Concurrently.start(() -> embedder.embedQuery(words)));
        }
    }

    /**
     * A copy each time, so that no caller can change what the next one gets. A failure is not kept: the next search
     * of the query asks the model again.
     */
    @Override
    public float[] embedQuery(String query) {
        CompletableFuture<float[]> mine = new CompletableFuture<>();
        CompletableFuture<float[]> vector;
        synchronized (recent) {
            vector = recent.putIfAbsent(query, mine);
        }
        if (vector == null) {
            vector = mine;
            try {
                mine.complete(embedder.embedQuery(query));
            } catch (RuntimeException | Error e) {
                mine.completeExceptionally(e);
            }
        }
        try {
            return Concurrently.await(vector).clone();
        } catch (RuntimeException | Error e) {
            synchronized (recent) {
                recent.remove(query, vector);
            }
            throw e;
        }
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        return embedder.embedDocuments(texts);
    }
}
