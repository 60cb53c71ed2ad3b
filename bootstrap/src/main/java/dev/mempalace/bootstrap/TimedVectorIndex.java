package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.application.port.out.VectorIndex;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The vector index, timed for {@code --timings}: a nearest-neighbour search is the scan, less whatever the index
 * reported (through its load listener) as the vector-load phase.
 */
final class TimedVectorIndex implements VectorIndex {

    private final VectorIndex vectors;
    private final PhaseClock timings;

    TimedVectorIndex(VectorIndex vectors, PhaseClock timings) {
        this.vectors = vectors;
        this.timings = timings;
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
    public Map<String, List<float[]>> byNote(String fingerprintId, Collection<String> paths) {
        return vectors.byNote(fingerprintId, paths);
    }

    @Override
    public void put(Fingerprint fingerprint, Map<String, float[]> vectorsByChunkHash) {
        vectors.put(fingerprint, vectorsByChunkHash);
    }

    @Override
    public List<ChunkHit> nearest(String fingerprintId, float[] query, int limit, NoteFilter filter) {
        return timings.rest(SearchPhases.VECTOR_SCAN, () -> vectors.nearest(fingerprintId, query, limit, filter));
    }
}
