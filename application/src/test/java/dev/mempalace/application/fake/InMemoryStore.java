package dev.mempalace.application.fake;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.application.port.out.VectorIndex;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUnavailableException.Reason;
import java.time.Duration;
import java.util.Collection;
import java.util.Optional;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The index store in memory: read sessions at any time (missing until the first write session), one write session
 * at a time across threads, waiting a bounded time and then failing as locked with the holder's purpose.
 */
public final class InMemoryStore implements IndexStore {

    private final InMemoryIndex index = new InMemoryIndex();
    private final ReentrantLock writer = new ReentrantLock(true);
    private final Duration wait;
    private volatile String holder = "nobody";
    private volatile boolean corrupt;

    public InMemoryStore() {
        this(Duration.ofSeconds(5));
    }

    public InMemoryStore(Duration wait) {
        this.wait = wait;
    }

    @Override
    public IndexSession read() {
        synchronized (index) {
            if (!index.exists()) {
                throw new IndexMissingException("no index yet");
            }
        }
        return new Session(new ReadOnlyNotes(), index, new ReadOnlyVectors(), () -> { });
    }

    @Override
    public IndexSession write(String purpose) {
        try {
            if (!writer.tryLock(wait.toNanos(), TimeUnit.NANOSECONDS)) {
                throw new IndexLockedException("the index is being written: " + holder);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IndexLockedException("interrupted while waiting to write the index", e);
        }
        holder = purpose;
        synchronized (index) {
            index.create();
        }
        return new Session(index, index, index, writer::unlock);
    }

    /** Nothing on disk: the store is in memory. */
    @Override
    public long bytes() {
        return 0;
    }

    @Override
    public void verify() {
        read().close();
        if (corrupt) {
            throw new IndexUnavailableException(Reason.CORRUPT, "the index is corrupt");
        }
    }

    @Override
    public Optional<String> setAsideIfCorrupt() {
        synchronized (index) {
            if (!corrupt) {
                return Optional.empty();
            }
            corrupt = false;
            index.clear();
            return Optional.of("memory.corrupt");
        }
    }

    /** Damages the index, as a scribbled page would: verify() finds it, setAsideIfCorrupt() starts a new one. */
    public void damage() {
        corrupt = true;
    }

    /** Whether anything the store holds in memory holds {@code word}, as a reader of a store's files would ask. */
    public boolean keeps(String word) {
        synchronized (index) {
            return index.keeps(word);
        }
    }

    @Override
    public void close() {
        // Nothing to release: the memory goes with the object.
    }

    private record Session(NoteIndex notes, LexicalIndex lexical, VectorIndex vectors, Runnable release)
            implements IndexSession {
        @Override
        public void close() {
            release.run();
        }
    }

    private final class ReadOnlyNotes implements NoteIndex {
        @Override
        public Map<String, IndexedFile> files() {
            return index.files();
        }

        @Override
        public Map<String, List<String>> supersessions() {
            return index.supersessions();
        }

        @Override
        public void apply(IndexUpdate update) {
            throw new IllegalStateException("a read session cannot write the index");
        }

        @Override
        public IndexStats stats() {
            return index.stats();
        }
    }

    private final class ReadOnlyVectors implements VectorIndex {
        @Override
        public VectorCoverage coverage(String fingerprintId) {
            return index.coverage(fingerprintId);
        }

        @Override
        public List<PendingChunk> pending(String fingerprintId, int limit) {
            return index.pending(fingerprintId, limit);
        }

        @Override
        public Map<String, float[]> stored(String fingerprintId, Collection<String> chunkHashes) {
            return index.stored(fingerprintId, chunkHashes);
        }

        @Override
        public Map<String, List<float[]>> byNote(String fingerprintId) {
            return index.byNote(fingerprintId);
        }

        @Override
        public void put(Fingerprint fingerprint, Map<String, float[]> vectorsByChunkHash) {
            throw new IllegalStateException("a read session cannot write the index");
        }

        @Override
        public List<ChunkHit> nearest(String fingerprintId, float[] query, int limit, NoteFilter filter) {
            return index.nearest(fingerprintId, query, limit, filter);
        }
    }
}
