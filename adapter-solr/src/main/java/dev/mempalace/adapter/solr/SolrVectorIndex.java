package dev.mempalace.adapter.solr;

import static org.apache.solr.client.solrj.util.ClientUtils.escapeQueryChars;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.application.port.out.VectorIndex;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.TreeMap;
import java.util.Map;
import java.util.TreeSet;
import org.apache.solr.client.solrj.SolrQuery;
import org.apache.solr.client.solrj.request.UpdateRequest;
import org.apache.solr.client.solrj.response.QueryResponse;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.SolrInputDocument;

/**
 * Vectors in the chunk documents, one field per fingerprint, searched by Solr's HNSW nearest-neighbour search
 * with the filter as its pre-filter, on the store's shard. It is asked for more than the limit, and the list is cut.
 */
final class SolrVectorIndex implements VectorIndex {

    /** The dimension of the schema's vector field; shorter vectors are padded with zeros, which keeps dot products. */
    static final int DIMENSION = 384;
    /** How many neighbours each shard is asked for beyond the limit, for the recall of the approximate search. */
    static final int EXTRA_NEIGHBOURS = 40;
    /** Chunk hashes per query that looks chunks up by hash, well under the configset's clause limit. */
    static final int HASHES_PER_QUERY = 400;

    private final SolrCollection collection;
    private final String storeKey;
    private final Runnable writeCheck;

    SolrVectorIndex(SolrCollection collection, String storeKey, Runnable writeCheck) {
        this.collection = collection;
        this.storeKey = storeKey;
        this.writeCheck = writeCheck;
    }

    @Override
    public VectorCoverage coverage(String fingerprintId) {
        SolrQuery query = chunks();
        query.setRows(0);
        query.setFacet(true);
        String with = ChunkDocs.FINGERPRINTS + ":" + escapeQueryChars(fingerprintId);
        query.addFacetQuery(with);
        QueryResponse response = collection.query(query);
        return new VectorCoverage(Math.toIntExact(response.getResults().getNumFound()),
                response.getFacetQuery().getOrDefault(with, 0));
    }

    @Override
    public List<PendingChunk> pending(String fingerprintId, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be >= 1: " + limit);
        }
        SolrQuery query = chunks();
        query.addFilterQuery("-" + ChunkDocs.FINGERPRINTS + ":" + escapeQueryChars(fingerprintId));
        query.setFields(ChunkDocs.HIT_FIELDS);
        Map<String, PendingChunk> pending = new LinkedHashMap<>();
        collection.each(query, ChunkDocs.HASH, doc -> {
            Chunk chunk = ChunkDocs.chunk(doc);
            pending.putIfAbsent(chunk.hash(), new PendingChunk(chunk.hash(), chunk.embeddingText()));
            return pending.size() < limit;
        });
        return List.copyOf(pending.values());
    }

    @Override
    public Map<String, float[]> stored(String fingerprintId, Collection<String> chunkHashes) {
        if (chunkHashes.isEmpty()) {
            return Map.of();
        }
        String field = ChunkDocs.vectorField(fingerprintId);
        Map<String, float[]> stored = new HashMap<>();
        for (List<String> hashes : slices(List.copyOf(chunkHashes))) {
            SolrQuery query = new SolrQuery(SolrFilter.anyOf(ChunkDocs.HASH, hashes));
            SolrFilter.chunksOf(storeKey).forEach(query::addFilterQuery);
            SolrFilter.route(query, storeKey);
            query.addFilterQuery(ChunkDocs.FINGERPRINTS + ":" + escapeQueryChars(fingerprintId));
            query.setFields(ChunkDocs.HASH, field);
            collection.each(query, doc -> stored.computeIfAbsent((String) doc.getFirstValue(ChunkDocs.HASH),
                    hash -> floats(doc.getFieldValues(field))));
        }
        return stored;
    }

    @Override
    public Map<String, List<float[]>> byNote(String fingerprintId) {
        return byNote(fingerprintId, new SolrQuery("*:*"));
    }

    @Override
    public Map<String, List<float[]>> byNote(String fingerprintId, Collection<String> paths) {
        if (paths.isEmpty()) {
            return Map.of();
        }
        SolrQuery query = new SolrQuery("*:*");
        // A search asks for its hits' notes, at most a limit's worth: within Solr's 1,024 clauses.
        query.addFilterQuery(ChunkDocs.PATH + ":(" + String.join(" OR ", paths.stream()
                .map(path -> escapeQueryChars(path)).toList()) + ")");
        return byNote(fingerprintId, query);
    }

    private Map<String, List<float[]>> byNote(String fingerprintId, SolrQuery query) {
        String field = ChunkDocs.vectorField(fingerprintId);
        Map<String, List<float[]>> byNote = new TreeMap<>();
        SolrFilter.chunksOf(storeKey).forEach(query::addFilterQuery);
        SolrFilter.route(query, storeKey);
        query.addFilterQuery(ChunkDocs.FINGERPRINTS + ":" + escapeQueryChars(fingerprintId));
        query.setFields(ChunkDocs.PATH, field);
        collection.each(query, doc -> byNote.computeIfAbsent((String) doc.getFirstValue(ChunkDocs.PATH),
                p -> new ArrayList<>()).add(floats(doc.getFieldValues(field))));
        return byNote;
    }

    private static float[] floats(Collection<Object> values) {
        float[] vector = new float[values.size()];
        int i = 0;
        for (Object value : values) {
            vector[i++] = ((Number) value).floatValue();
        }
        return vector;
    }

    @Override
    public void put(Fingerprint fingerprint, Map<String, float[]> vectorsByChunkHash) {
        writeCheck.run();
        if (vectorsByChunkHash.isEmpty()) {
            return;
        }
        int dimension = vectorsByChunkHash.values().iterator().next().length;
        if (dimension == 0 || dimension > DIMENSION
                || vectorsByChunkHash.values().stream().anyMatch(v -> v.length != dimension)) {
            throw new IllegalArgumentException("vectors must all have the same dimension, from 1 to " + DIMENSION);
        }
        String field = ChunkDocs.vectorField(fingerprint.id());
        List<SolrInputDocument> docs = new ArrayList<>();
        for (List<String> hashes : slices(List.copyOf(vectorsByChunkHash.keySet()))) {
            SolrQuery query = new SolrQuery(SolrFilter.anyOf(ChunkDocs.HASH, hashes));
            SolrFilter.chunksOf(storeKey).forEach(query::addFilterQuery);
            SolrFilter.route(query, storeKey);
            query.setFields("*");
            collection.each(query, doc -> docs.add(withVector(doc, field, fingerprint,
                    vectorsByChunkHash.get((String) doc.getFirstValue(ChunkDocs.HASH)))));
        }
        if (!docs.isEmpty()) {
            UpdateRequest request = new UpdateRequest();
            request.add(docs);
            collection.update(request);
        }
    }

    /** The document as stored, with the vector in its fingerprint's field and the fingerprint listed. */
    private static SolrInputDocument withVector(SolrDocument doc, String field, Fingerprint fingerprint,
            float[] vector) {
        SolrInputDocument input = new SolrInputDocument();
        doc.getFieldNames().stream().filter(name -> !name.equals("_version_"))
                .forEach(name -> input.setField(name, doc.getFieldValues(name)));
        input.setField(field, padded(vector));
        TreeSet<Object> fingerprints = new TreeSet<>(input.getFieldValues(ChunkDocs.FINGERPRINTS) == null
                ? List.of() : input.getFieldValues(ChunkDocs.FINGERPRINTS));
        fingerprints.add(fingerprint.id());
        input.setField(ChunkDocs.FINGERPRINTS, List.copyOf(fingerprints));
        return input;
    }

    /** The hashes in lists short enough for one query: the configset allows 1,024 clauses in a query. */
    private static List<List<String>> slices(List<String> hashes) {
        List<List<String>> slices = new ArrayList<>();
        for (int from = 0; from < hashes.size(); from += HASHES_PER_QUERY) {
            slices.add(hashes.subList(from, Math.min(hashes.size(), from + HASHES_PER_QUERY)));
        }
        return slices;
    }

    @Override
    public List<ChunkHit> nearest(String fingerprintId, float[] query, int limit, NoteFilter filter) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be >= 1: " + limit);
        }
        if (query.length == 0 || query.length > DIMENSION) {
            throw new IllegalArgumentException("a query vector has from 1 to " + DIMENSION + " dimensions");
        }
        SolrQuery knn = new SolrQuery("{!knn f=" + ChunkDocs.vectorField(fingerprintId) + " topK="
                + (limit + EXTRA_NEIGHBOURS) + "}" + padded(query));
        SolrFilter.queries(storeKey, filter).forEach(knn::addFilterQuery);
        SolrFilter.route(knn, storeKey);
        knn.setFields(ChunkDocs.HIT_FIELDS + ",score");
        knn.setRows(limit);
        List<ChunkHit> hits = new ArrayList<>();
        for (SolrDocument doc : collection.query(knn).getResults()) {
            Chunk chunk = ChunkDocs.chunk(doc);
            // Lucene scores a dot product d as (1 + d) / 2.
            double dot = 2 * ((Number) doc.getFirstValue("score")).doubleValue() - 1;
            hits.add(new ChunkHit(chunk, dot, Snippets.plain(chunk.text()), ChunkDocs.retired(doc),
                    ChunkDocs.session(doc)));
        }
        hits.sort(Comparator.comparingDouble(ChunkHit::score).reversed()
                .thenComparing(hit -> hit.chunk().hash())
                .thenComparing(hit -> hit.chunk().path())
                .thenComparingInt(hit -> hit.chunk().ordinal()));
        return List.copyOf(hits);
    }

    private SolrQuery chunks() {
        SolrQuery query = new SolrQuery("*:*");
        SolrFilter.chunksOf(storeKey).forEach(query::addFilterQuery);
        return SolrFilter.route(query, storeKey);
    }

    private static List<Float> padded(float[] vector) {
        List<Float> values = new ArrayList<>(DIMENSION);
        for (int i = 0; i < DIMENSION; i++) {
            values.add(i < vector.length ? vector[i] : 0f);
        }
        return values;
    }
}
