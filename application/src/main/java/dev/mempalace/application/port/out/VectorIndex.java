package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Dense vectors keyed by (chunk hash, fingerprint id), searched by cosine similarity for the nearest: exactly or
 * approximately, as each store says of itself (SQLite exactly, SolrCloud by its HNSW graph).
 */
public interface VectorIndex {

    /** How many chunks have a vector under the fingerprint. */
    VectorCoverage coverage(String fingerprintId);

    /** Up to {@code limit} distinct chunk texts that lack a vector under the fingerprint. */
    List<PendingChunk> pending(String fingerprintId, int limit);

    /**
     * The vectors held under the fingerprint for those of {@code chunkHashes} that have one, by chunk hash: what
     * another index may take instead of embedding the chunks again. The caller asks for a batch (a few hundred
     * hashes at most). A store that keeps vectors at a fixed dimension gives them back at it, padded with zeros as
     * they were put, which leaves every dot product as it was.
     */
    Map<String, float[]> stored(String fingerprintId, Collection<String> chunkHashes);

    /**
     * Every vector held under the fingerprint, as put, with the paths of the notes whose chunks carry it: what notes
     * are compared with each other by (the doctor), never what a search runs on. A note without vectors is absent.
     */
    Map<String, List<float[]>> byNote(String fingerprintId);

    /**
     * The vectors of {@link #byNote(String)} for those of {@code paths} that have some: what a search compares its
     * hits by (a few dozen paths); a store that can ask for fewer rows says so by overriding this.
     */
    default Map<String, List<float[]>> byNote(String fingerprintId, Collection<String> paths) {
        Map<String, List<float[]>> some = new HashMap<>(byNote(fingerprintId));
        some.keySet().retainAll(Set.copyOf(paths));
        return some;
    }

    /** Stores vectors (by chunk hash), each whole or not at all, recording the fingerprint they were made under. */
    void put(Fingerprint fingerprint, Map<String, float[]> vectorsByChunkHash);

    /** The chunks of notes that pass the filter nearest to a normalised query vector, best first. */
    List<ChunkHit> nearest(String fingerprintId, float[] query, int limit, NoteFilter filter);
}
