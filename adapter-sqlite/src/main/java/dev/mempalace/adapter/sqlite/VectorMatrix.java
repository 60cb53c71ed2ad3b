package dev.mempalace.adapter.sqlite;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import org.jdbi.v3.core.Handle;

/** Every vector of one fingerprint in one contiguous array, row i belonging to {@code hashes[i]}. */
final class VectorMatrix {

    /** A chunk hash and its cosine similarity with the query. */
    record Scored(String hash, double score) {
    }

    private record Row(String hash, byte[] vector) {
    }

    private final String[] hashes;
    private final float[] values;
    private final int dimension;

    private VectorMatrix(String[] hashes, float[] values, int dimension) {
        this.hashes = hashes;
        this.values = values;
        this.dimension = dimension;
    }

    static VectorMatrix load(Handle handle, String fingerprintId) {
        List<Row> rows = handle.createQuery("SELECT chunk_hash, vector FROM vectors WHERE fingerprint_id = :fp "
                        + "ORDER BY chunk_hash")
                .bind("fp", fingerprintId)
                .map((rs, ctx) -> new Row(rs.getString("chunk_hash"), rs.getBytes("vector")))
                .list();
        int dimension = rows.isEmpty() ? 0 : rows.get(0).vector().length / Float.BYTES;
        String[] hashes = new String[rows.size()];
        float[] values = new float[rows.size() * dimension];
        for (int i = 0; i < rows.size(); i++) {
            hashes[i] = rows.get(i).hash();
            Float32.decode(rows.get(i).vector(), values, i * dimension);
        }
        return new VectorMatrix(hashes, values, dimension);
    }

    /** The {@code k} rows with the highest dot product, best first; ties go to the smaller hash. */
    List<Scored> top(float[] query, int k) {
        if (hashes.length == 0) {
            return List.of();
        }
        if (query.length != dimension) {
            throw new IllegalArgumentException("query vector has dimension " + query.length + ", the index holds "
                    + dimension);
        }
        Comparator<Scored> worstFirst = Comparator.comparingDouble(Scored::score)
                .thenComparing(Scored::hash, Comparator.reverseOrder());
        PriorityQueue<Scored> best = new PriorityQueue<>(k + 1, worstFirst);
        for (int row = 0; row < hashes.length; row++) {
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

    private double dot(float[] query, int offset) {
        float sum = 0;
        for (int i = 0; i < dimension; i++) {
            sum += query[i] * values[offset + i];
        }
        return sum;
    }
}
