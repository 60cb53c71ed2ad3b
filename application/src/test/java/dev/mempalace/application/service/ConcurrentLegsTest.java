package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.application.port.out.VectorIndex;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A hybrid search over an index that allows it runs its two legs at once, and answers exactly as it does one after
 * the other; a failure of either leg is the one the search reports.
 */
class ConcurrentLegsTest {

    /** Far longer than any leg takes: only a search that never starts the vector leg beside the lexical one waits it. */
    private static final long WAIT_SECONDS = 30;

    private final Memory memory = new Memory();
    private final CountDownLatch vectorLegStarted = new CountDownLatch(1);
    private final AtomicBoolean vectorLegEnded = new AtomicBoolean();
    private Supplier<RuntimeException> lexicalFailure = () -> null;
    private Supplier<RuntimeException> vectorFailure = () -> null;

    @BeforeEach
    void notes() {
        memory.source.write("a.md", "# A\nwsl memory limit");
        memory.source.write("b.md", "# B\nsystemd timer for the memory");
        memory.source.write("c.md", "# C\nlimits of a timer");
        memory.ingest.ingest(true, EmbedProgress.NONE);
    }

    private SearchService concurrent() {
        return new SearchService(memory.source, new BothLegsAtOnce(memory.store), memory.embedder, memory.warn);
    }

    @Test
    void bothLegsRunAtOnceAndTheAnswerIsTheSequentialOne() {
        for (String query : List.of("wsl memory", "timer", "memory limit timer", "nothing like it")) {
            for (boolean bestPerNote : List.of(true, false)) {
                SearchRequest request = new SearchRequest(query, 5, Optional.of(SearchMode.HYBRID), bestPerNote);
                SearchResult sequential = memory.search.search(request);
                assertEquals(sequential, concurrent().search(request), query);
            }
        }
        assertNotEquals(List.of(), memory.search.search(SearchRequest.of("wsl memory", 5)).hits(), "a real answer");
    }

    @Test
    void aFailedVectorLegIsTheSearchsFailure() {
        IndexUnavailableException failure = new IndexUnavailableException(IndexUnavailableException.Reason.UNUSABLE,
                "the vector leg failed");
        vectorFailure = () -> failure;
        assertSame(failure, assertThrows(IndexUnavailableException.class,
                () -> concurrent().search(SearchRequest.of("wsl memory", 5))));
    }

    @Test
    void aFailedLexicalLegIsTheSearchsFailureOnceTheVectorLegEnded() {
        IndexUnavailableException failure = new IndexUnavailableException(IndexUnavailableException.Reason.UNUSABLE,
                "the lexical leg failed");
        lexicalFailure = () -> failure;
        vectorFailure = () -> new IndexUnavailableException(IndexUnavailableException.Reason.UNUSABLE,
                "the vector leg failed too");
        assertSame(failure, assertThrows(IndexUnavailableException.class,
                () -> concurrent().search(SearchRequest.of("wsl memory", 5))));
        assertTrue(vectorLegEnded.get(), "nothing of the search runs on after it");
    }

    /** The store's read sessions, allowing concurrent legs: the lexical leg waits until the vector leg started. */
    private final class BothLegsAtOnce implements IndexStore {

        private final IndexStore store;

        BothLegsAtOnce(IndexStore store) {
            this.store = store;
        }

        @Override
        public IndexSession read() {
            IndexSession session = store.read();
            return new IndexSession() {
                @Override
                public NoteIndex notes() {
                    return session.notes();
                }

                @Override
                public LexicalIndex lexical() {
                    return (query, limit, filter) -> {
                        try {
                            assertTrue(vectorLegStarted.await(WAIT_SECONDS, TimeUnit.SECONDS),
                                    "the vector leg runs beside the lexical one");
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            throw new AssertionError(e);
                        }
                        RuntimeException failure = lexicalFailure.get();
                        if (failure != null) {
                            throw failure;
                        }
                        return session.lexical().search(query, limit, filter);
                    };
                }

                @Override
                public VectorIndex vectors() {
                    return new Nearest(session.vectors());
                }

                @Override
                public boolean concurrentLegs() {
                    return true;
                }

                @Override
                public void close() {
                    session.close();
                }
            };
        }

        @Override
        public IndexSession write(String purpose) {
            return store.write(purpose);
        }

        @Override
        public long bytes() {
            return 0;
        }

        @Override
        public void verify() {
            store.verify();
        }

        @Override
        public Optional<String> setAsideIfCorrupt() {
            return store.setAsideIfCorrupt();
        }

        @Override
        public void close() {
            store.close();
        }
    }

    /** The vector index, saying when its search starts and ends, and failing when told to. */
    private final class Nearest implements VectorIndex {

        private final VectorIndex vectors;

        Nearest(VectorIndex vectors) {
            this.vectors = vectors;
        }

        @Override
        public VectorCoverage coverage(String fingerprintId) {
            return vectors.coverage(fingerprintId);
        }

        @Override
        public List<PendingChunk> pending(String fingerprintId, int limit) {
            return vectors.pending(fingerprintId, limit);
        }

        @Override
        public Map<String, float[]> stored(String fingerprintId, Collection<String> chunkHashes) {
            return vectors.stored(fingerprintId, chunkHashes);
        }

        @Override
        public Map<String, List<float[]>> byNote(String fingerprintId) {
            return vectors.byNote(fingerprintId);
        }

        @Override
        public void put(Fingerprint fingerprint, Map<String, float[]> vectorsByChunkHash) {
            vectors.put(fingerprint, vectorsByChunkHash);
        }

        @Override
        public List<ChunkHit> nearest(String fingerprintId, float[] query, int limit, NoteFilter filter) {
            vectorLegStarted.countDown();
            try {
                RuntimeException failure = vectorFailure.get();
                if (failure != null) {
                    throw failure;
                }
                return vectors.nearest(fingerprintId, query, limit, filter);
            } finally {
                vectorLegEnded.set(true);
            }
        }
    }
}
