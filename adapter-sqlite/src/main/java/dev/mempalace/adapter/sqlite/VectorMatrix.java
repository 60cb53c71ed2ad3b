package dev.mempalace.adapter.sqlite;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.Predicate;
import org.jdbi.v3.core.Handle;

/** Every vector of one fingerprint in one contiguous array, row i belonging to {@code hashes[i]}. */
final class VectorMatrix {

    /** A chunk hash and its cosine similarity with the query. */
    record Scored(String hash, double score) {
    }

    private final String[] hashes;
    private final float[] values;
    private final int dimension;

    private VectorMatrix(String[] hashes, float[] values, int dimension) {
        this.hashes = hashes;
        this.values = values;
        this.dimension = dimension;
    }

    /**
     * Reads the vectors straight into the matrix, counted first inside one read transaction, so that the rows'
     * bytes never pile up beside it (at a million vectors that would double the memory a load needs).
     */
    static VectorMatrix load(Handle handle, String fingerprintId) {
        return handle.inTransaction(h -> {
            int count = h.createQuery("SELECT count(*) FROM vectors WHERE fingerprint_id = :fp")
                    .bind("fp", fingerprintId).map(Columns.INT).one();
            int dimension = h.createQuery("SELECT length(vector) FROM vectors WHERE fingerprint_id = :fp LIMIT 1")
                    .bind("fp", fingerprintId).map(Columns.INT).findOne().orElse(0) / Float.BYTES;
            String[] hashes = new String[count];
            float[] values = new float[Math.multiplyExact(count, dimension)];
            h.createQuery("SELECT chunk_hash, vector FROM vectors WHERE fingerprint_id = :fp ORDER BY chunk_hash")
                    .bind("fp", fingerprintId)
                    .reduceResultSet(0, (row, rs, ctx) -> {
                        byte[] vector = rs.getBytes("vector");
                        if (vector.length != dimension * Float.BYTES) {
                            throw new IllegalStateException("vectors of one fingerprint differ in length");
                        }
                        hashes[row] = rs.getString("chunk_hash");
                        Float32.decode(vector, values, row * dimension);
                        return row + 1;
                    });
            return new VectorMatrix(hashes, values, dimension);
        });
    }

    /** Of the rows whose hash {@code keep} accepts, the {@code k} with the highest dot product, best first; ties go
     * to the smaller hash. */
    List<Scored> top(float[] query, int k, Predicate<String> keep) {
        if (hashes.length == 0) {
            return List.of();
        }
        if (query.length != dimension) {
            throw new IllegalArgumentException("query vector has dimension " + query.length + ", the index holds "
                    + dimension);
        }
        Comparator<Scored> worstFirst = VectorMatrix::worstFirst;
        PriorityQueue<Scored> best = new PriorityQueue<>(k + 1, worstFirst);
        for (int row = 0; row < hashes.length; row++) {
            if (!keep.test(hashes[row])) {
                continue;
            }
            double score = dot(query, row * dimension);
            if (best.size() < k) {
                best.add(new Scored(hashes[row], score));
            } else if (score > best.peek().score()) {
                best.poll();
                best.add(new Scored(hashes[row], score));
            }
        }
        List<Scored> ranked = new ArrayList<>(best);
        ranked.sort(worstFirst.reversed());
        return ranked;
    }

    /**
     * Lower scores first, and of equal scores the larger hash. Written out rather than combined from
     * {@code Comparator.comparingDouble} and {@code thenComparing}: their lambdas are the interface's own, which this
     * JDK links through a method handle and no class-data archive holds, spun at each cold search's first use.
     */
    private static int worstFirst(Scored one, Scored other) {
        int byScore = Double.compare(one.score(), other.score());
        return byScore != 0 ? byScore : other.hash().compareTo(one.hash());
    }

    private double dot(float[] query, int offset) {
        float sum = 0;
        for (int i = 0; i < dimension; i++) {
            sum += query[i] * values[offset + i];
        }
        return sum;
    }
}
