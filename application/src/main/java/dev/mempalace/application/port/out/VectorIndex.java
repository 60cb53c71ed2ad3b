package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import java.util.List;
import java.util.Map;

/** Dense vectors keyed by (chunk hash, fingerprint id), searched exactly by cosine similarity. */
public interface VectorIndex {

    /** How many chunks have a vector under the fingerprint. */
    VectorCoverage coverage(String fingerprintId);

    /** Up to {@code limit} distinct chunk texts that lack a vector under the fingerprint. */
    List<PendingChunk> pending(String fingerprintId, int limit);

    /** Stores vectors (by chunk hash) in one transaction, recording the fingerprint they were made under. */
    void put(Fingerprint fingerprint, Map<String, float[]> vectorsByChunkHash);

    /** The chunks of notes that pass the filter nearest to a normalised query vector, best first. */
    List<ChunkHit> nearest(String fingerprintId, float[] query, int limit, NoteFilter filter);
}
