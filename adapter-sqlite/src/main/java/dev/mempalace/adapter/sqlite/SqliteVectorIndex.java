package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.application.port.out.VectorIndex;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.ranking.Snippet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.TreeMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Vectors in SQLite, searched exactly: all vectors of a fingerprint are loaded once into memory and scored
 * by dot product, which is cosine similarity for the normalised vectors embedders make.
 */
final class SqliteVectorIndex implements VectorIndex {

    static final int SNIPPET_CHARS = 200;

    private final SqliteIndexFile file;
    private final LongConsumer onLoad;
    private final VersionedCache<String, VectorMatrix> matrices;
    private final VersionedCache<String, VectorCoverage> coverages;
    private final VersionedCache<String, Set<String>> retiredHashes;

    SqliteVectorIndex(SqliteIndexFile file) {
        this(file, nanos -> { });
    }

    /** Tells {@code onLoad} how many nanoseconds each load of vectors into memory took (search scans the rest). */
    SqliteVectorIndex(SqliteIndexFile file, LongConsumer onLoad) {
        this.file = file;
        this.onLoad = Objects.requireNonNull(onLoad, "onLoad");
        this.matrices = new VersionedCache<>(file);
        this.coverages = new VersionedCache<>(file);
        this.retiredHashes = new VersionedCache<>(file);
    }

    @Override
    public VectorCoverage coverage(String fingerprintId) {
        return coverages.get(fingerprintId, fp -> file.read(h -> h.createQuery("SELECT count(*) AS chunks, count(v.chunk_hash) AS with_vector "
                        + "FROM chunks c LEFT JOIN vectors v ON v.chunk_hash = c.hash AND v.fingerprint_id = :fp")
                .bind("fp", fp)
                .map((rs, ctx) -> new VectorCoverage(rs.getInt("chunks"), rs.getInt("with_vector")))
                .one()));
    }

    @Override
    public List<PendingChunk> pending(String fingerprintId, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be >= 1: " + limit);
        }
        // With min(id), SQLite takes the bare columns from the row holding the minimum: one chunk per hash.
        return file.read(h -> h.createQuery("SELECT path, ordinal, title, heading_path, start_line, end_line, body, "
                        + "hash, transcript_first, transcript_last, min(id) FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM vectors v "
                        + "WHERE v.fingerprint_id = :fp AND v.chunk_hash = c.hash) GROUP BY hash ORDER BY hash "
                        + "LIMIT :limit")
                .bind("fp", fingerprintId).bind("limit", limit)
                .map((rs, ctx) -> {
                    Chunk chunk = ChunkRows.chunk(rs);
                    return new PendingChunk(chunk.hash(), chunk.embeddingText());
                })
                .list());
    }

    @Override
    public Map<String, float[]> stored(String fingerprintId, Collection<String> chunkHashes) {
        if (chunkHashes.isEmpty()) {
            return Map.of();
        }
        return file.read(h -> {
            Map<String, float[]> stored = new HashMap<>();
            List<String> hashes = List.copyOf(chunkHashes);
            SqlList.bind(h.createQuery("SELECT chunk_hash, vector FROM vectors WHERE fingerprint_id = :fp "
                            + "AND chunk_hash IN (" + SqlList.parameters("hash", hashes.size()) + ")"), "hash", hashes)
                    .bind("fp", fingerprintId)
                    .map((rs, ctx) -> Map.entry(rs.getString("chunk_hash"), decoded(rs.getBytes("vector"))))
                    .forEach(row -> stored.put(row.getKey(), row.getValue()));
            return stored;
        });
    }

    @Override
    public Map<String, List<float[]>> byNote(String fingerprintId) {
        return file.read(h -> {
            Map<String, List<float[]>> byNote = new TreeMap<>();
            h.createQuery("SELECT c.path, v.vector FROM chunks c JOIN vectors v ON v.chunk_hash = c.hash "
                            + "AND v.fingerprint_id = :fp ORDER BY c.path, c.ordinal")
                    .bind("fp", fingerprintId)
                    .map((rs, ctx) -> Map.entry(rs.getString("path"), decoded(rs.getBytes("vector"))))
                    .forEach(row -> byNote.computeIfAbsent(row.getKey(), p -> new ArrayList<>()).add(row.getValue()));
            return byNote;
        });
    }

    @Override
    public Map<String, List<float[]>> byNote(String fingerprintId, Collection<String> paths) {
        if (paths.isEmpty()) {
            return Map.of();
        }
        return file.read(h -> {
            Map<String, List<float[]>> byNote = new TreeMap<>();
            List<String> asked = List.copyOf(paths);
            SqlList.bind(h.createQuery("SELECT c.path, v.vector FROM chunks c JOIN vectors v ON v.chunk_hash = c.hash "
                            + "AND v.fingerprint_id = :fp WHERE c.path IN (" + SqlList.parameters("path", asked.size())
                            + ") ORDER BY c.path, c.ordinal"), "path", asked)
                    .bind("fp", fingerprintId)
                    .map((rs, ctx) -> Map.entry(rs.getString("path"), decoded(rs.getBytes("vector"))))
                    .forEach(row -> byNote.computeIfAbsent(row.getKey(), p -> new ArrayList<>()).add(row.getValue()));
            return byNote;
        });
    }

    private static float[] decoded(byte[] blob) {
        float[] vector = new float[blob.length / Float.BYTES];
        Float32.decode(blob, vector, 0);
        return vector;
    }

    @Override
    public void put(Fingerprint fingerprint, Map<String, float[]> vectorsByChunkHash) {
        String fingerprintId = fingerprint.id();
        if (vectorsByChunkHash.isEmpty()) {
            return;
        }
        int dimension = dimension(vectorsByChunkHash);
        file.write(h -> {
            Optional<Integer> stored = h.createQuery("SELECT dimension FROM vectors WHERE fingerprint_id = :fp LIMIT 1")
                    .bind("fp", fingerprintId).map(Columns.INT).findOne();
            if (stored.isPresent() && stored.get() != dimension) {
                throw new IllegalArgumentException("vectors of dimension " + dimension + " cannot join the "
                        + stored.get() + "-dimensional vectors of fingerprint " + fingerprintId);
            }
            h.createUpdate("INSERT INTO fingerprints (id, description) VALUES (:fp, :description) "
                            + "ON CONFLICT (id) DO NOTHING")
                    .bind("fp", fingerprintId).bind("description", dimension + "-dimensional " + fingerprint.describe())
                    .execute();
            var insert = h.prepareBatch("INSERT OR REPLACE INTO vectors (fingerprint_id, chunk_hash, dimension, "
                    + "vector) VALUES (:fp, :hash, :dimension, :vector)");
            vectorsByChunkHash.forEach((hash, vector) -> insert.bind("fp", fingerprintId).bind("hash", hash)
                    .bind("dimension", dimension).bind("vector", Float32.encode(vector)).add());
            return insert.execute();
        });
    }

    private static int dimension(Map<String, float[]> vectors) {
        int dimension = vectors.values().iterator().next().length;
        if (dimension == 0 || vectors.values().stream().anyMatch(v -> v.length != dimension)) {
            throw new IllegalArgumentException("vectors must all have the same non-zero dimension");
        }
        return dimension;
    }

    @Override
    public List<ChunkHit> nearest(String fingerprintId, float[] query, int limit, NoteFilter filter) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be >= 1: " + limit);
        }
        List<VectorMatrix.Scored> top = matrix(fingerprintId).top(query, limit, passing(filter));
        if (top.isEmpty()) {
            return List.of();
        }
        Map<String, Double> scores = top.stream()
                .collect(Collectors.toMap(VectorMatrix.Scored::hash, VectorMatrix.Scored::score));
        List<String> hashes = List.copyOf(scores.keySet());
        List<ChunkHit> hits = new ArrayList<>(file.read(h -> SqlList.bind(FilterSql.bind(h.createQuery("SELECT "
                        + ChunkRows.COLUMNS + " FROM chunks c JOIN files f ON f.path = c.path WHERE c.hash IN ("
                        + SqlList.parameters("hash", hashes.size()) + ")" + FilterSql.condition(filter)), filter),
                        "hash", hashes)
                .map((rs, ctx) -> {
                    Chunk chunk = ChunkRows.chunk(rs);
                    return new ChunkHit(chunk, scores.get(chunk.hash()), Snippet.plain(snippet(chunk.text())),
                            ChunkRows.retired(rs), ChunkRows.session(rs));
                })
                .list()));
        hits.sort(SqliteVectorIndex::bestFirst);
        return List.copyOf(hits.subList(0, Math.min(limit, hits.size())));
    }

    /** Higher scores first, then by hash, path and ordinal; written out for the reason VectorMatrix's order is. */
    private static int bestFirst(ChunkHit one, ChunkHit other) {
        int order = Double.compare(other.score(), one.score());
        if (order == 0) {
            order = one.chunk().hash().compareTo(other.chunk().hash());
        }
        if (order == 0) {
            order = one.chunk().path().compareTo(other.chunk().path());
        }
        return order != 0 ? order : Integer.compare(one.chunk().ordinal(), other.chunk().ordinal());
    }

    /**
     * Which chunk hashes the scan may return. Most searches only leave out retired notes, whose hashes are few and
     * read once per index version; any other filter reads the hashes it lets through.
     */
    private Predicate<String> passing(NoteFilter filter) {
        if (filter.onlyRetirement()) {
            if (filter.includeRetired()) {
                return hash -> true;
            }
            Set<String> retired = retiredHashes.get("retired", key -> file.read(h -> Set.copyOf(h.createQuery(
                    "SELECT DISTINCT c.hash FROM chunks c JOIN files f ON f.path = c.path WHERE f.retired = 1 "
                            + "AND NOT EXISTS (SELECT 1 FROM chunks o JOIN files g ON g.path = o.path "
                            + "WHERE o.hash = c.hash AND g.retired = 0)")
                    .map(Columns.TEXT).list())));
            return retired.isEmpty() ? hash -> true : hash -> !retired.contains(hash);
        }
        Set<String> allowed = file.read(h -> Set.copyOf(FilterSql.bind(h.createQuery(
                "SELECT DISTINCT c.hash FROM chunks c JOIN files f ON f.path = c.path WHERE 1 = 1"
                        + FilterSql.condition(filter)), filter).map(Columns.TEXT).list()));
        return allowed::contains;
    }

    private VectorMatrix matrix(String fingerprintId) {
        return matrices.get(fingerprintId, fp -> {
            long start = System.nanoTime();
            VectorMatrix matrix = file.read(h -> VectorMatrix.load(h, fp));
            onLoad.accept(System.nanoTime() - start);
            return matrix;
        });
    }

    /** The start of the chunk's text, verbatim. */
    private static String snippet(String text) {
        String line = text.strip();
        if (line.length() <= SNIPPET_CHARS) {
            return line;
        }
        int end = Character.isLowSurrogate(line.charAt(SNIPPET_CHARS)) ? SNIPPET_CHARS - 1 : SNIPPET_CHARS;
        return line.substring(0, end) + "…";
    }
}
