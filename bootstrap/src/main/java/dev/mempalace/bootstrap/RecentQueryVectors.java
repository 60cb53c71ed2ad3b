package dev.mempalace.bootstrap;

import dev.mempalace.application.concurrent.Concurrently;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The model of a long-lived process, embedding a query the search says it will ask for ({@link #prepareQuery}) at
 * once on another thread, beside the search's drift check and lexical leg, which on SQLite run before the vector
 * leg, one after the other: a hybrid search then costs the longer of the two, not their sum. The page of {@code
 * serve} also remembers its last queries' vectors ({@link #remembering}): a person narrowing a search (kind, folder,
 * mode) or going back searches the same words again. The warm process and the MCP server keep a vector only until
 * its search takes it ({@link #ahead}): they keep nothing of a command but its cores. The model is fixed for the
 * process's life, so a vector never goes stale.
 */
final class RecentQueryVectors implements Embedder {

    private static final int REMEMBERED = 256;
    /** Prepared queries whose search never asked (one that fell back to lexical, or failed), let go after these. */
    private static final int UNASKED = 8;

    private final Embedder embedder;
    private final boolean remember;
    private final Map<String, CompletableFuture<float[]>> recent;

    private RecentQueryVectors(Embedder embedder, boolean remember) {
        this.embedder = embedder;
        this.remember = remember;
        int kept = remember ? REMEMBERED : UNASKED;
        this.recent = new LinkedHashMap<>(kept * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, CompletableFuture<float[]>> eldest) {
                return size() > kept;
            }
        };
    }

    /** The page's model: the last queries' vectors remembered. */
    static RecentQueryVectors remembering(Embedder embedder) {
        return new RecentQueryVectors(embedder, true);
    }

    /** A server's model that embeds a prepared query ahead of its search and forgets the vector once taken. */
    static RecentQueryVectors ahead(Embedder embedder) {
        return new RecentQueryVectors(embedder, false);
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
            forget(query, vector);
            throw e;
        } finally {
            if (!remember) {
                forget(query, vector);
            }
        }
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        return embedder.embedDocuments(texts);
    }

    private void forget(String query, CompletableFuture<float[]> vector) {
        synchronized (recent) {
            recent.remove(query, vector);
        }
    }
}
