package dev.mempalace.application.contract;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.application.port.out.VectorIndex;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * A fresh store for each test of the index contracts, and its ports reached through sessions, as a use case reaches
 * them.
 */
public abstract class IndexFixture {

    /** Long enough for any test machine, short enough that a test of the bounded wait ends soon. */
    protected static final Duration WRITER_WAIT = Duration.ofMillis(500);

    private IndexStore store;
    protected final Index index = new Index();

    /** A fresh store that has not been written yet, whose writers wait {@link #writerWait()} for one another. */
    protected abstract IndexStore freshStore();

    /**
     * How long the stores' writers wait for one another: {@link #WRITER_WAIT} unless a store's write takes longer on
     * a loaded test machine than a fifth of it leaves (a commit to a cluster of two nodes in the test JVM).
     */
    protected Duration writerWait() {
        return WRITER_WAIT;
    }

    @BeforeEach
    void open() {
        store = freshStore();
    }

    @AfterEach
    void closeStore() {
        store.close();
    }

    /** The store under test. */
    protected IndexStore store() {
        return store;
    }

    /** The ports of the store, each call in a session of its own: reads in read sessions, writes in write ones. */
    protected final class Index {
        NoteIndex notes() {
            return new NoteIndex() {
                @Override
                public Map<String, IndexedFile> files() {
                    return reading(s -> s.notes().files());
                }

                @Override
                public Map<String, List<String>> supersessions() {
                    return reading(s -> s.notes().supersessions());
                }

                @Override
                public void apply(IndexUpdate update) {
                    writing(s -> {
                        s.notes().apply(update);
                        return null;
                    });
                }

                @Override
                public IndexStats stats() {
                    return reading(s -> s.notes().stats());
                }
            };
        }

        LexicalIndex lexical() {
            return (query, limit, filter) -> reading(s -> s.lexical().search(query, limit, filter));
        }

        VectorIndex vectors() {
            return new VectorIndex() {
                @Override
                public VectorCoverage coverage(String fingerprintId) {
                    return reading(s -> s.vectors().coverage(fingerprintId));
                }

                @Override
                public List<PendingChunk> pending(String fingerprintId, int limit) {
                    return reading(s -> s.vectors().pending(fingerprintId, limit));
                }

                @Override
                public Map<String, float[]> stored(String fingerprintId, Collection<String> chunkHashes) {
                    return reading(s -> s.vectors().stored(fingerprintId, chunkHashes));
                }

                @Override
                public Map<String, List<float[]>> byNote(String fingerprintId) {
                    return reading(s -> s.vectors().byNote(fingerprintId));
                }

                @Override
                public void put(Fingerprint fingerprint, Map<String, float[]> vectorsByChunkHash) {
                    writing(s -> {
                        s.vectors().put(fingerprint, vectorsByChunkHash);
                        return null;
                    });
                }

                @Override
                public List<ChunkHit> nearest(String fingerprintId, float[] query, int limit, NoteFilter filter) {
                    return reading(s -> s.vectors().nearest(fingerprintId, query, limit, filter));
                }
            };
        }
    }

    protected <T> T reading(Function<IndexSession, T> work) {
        try (IndexSession session = store().read()) {
            return work.apply(session);
        }
    }

    protected <T> T writing(Function<IndexSession, T> work) {
        try (IndexSession session = store().write("test")) {
            return work.apply(session);
        }
    }

    protected void upsert(Note... notes) {
        List<IndexUpdate.Upsert> upserts = Arrays.stream(notes)
                .map(n -> new IndexUpdate.Upsert(n, n.body().length(), 1L, "f1")).toList();
        index.notes().apply(new IndexUpdate(upserts, List.of(), List.of()));
    }

    protected void remove(String path) {
        index.notes().apply(new IndexUpdate(List.of(), List.of(), List.of(path)));
    }

    protected List<String> paths(LexicalMatches matches) {
        return matches.hits().stream().map(h -> h.chunk().path()).distinct().toList();
    }
}
