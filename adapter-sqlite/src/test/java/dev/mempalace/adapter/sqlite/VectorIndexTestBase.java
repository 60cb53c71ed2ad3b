package dev.mempalace.adapter.sqlite;


import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;

/** What the vector index tests share: two fingerprints, the index ports over one file, and unit vectors. */
abstract class VectorIndexTestBase extends IndexFileTestBase {

    static final Fingerprint FINGERPRINT = new Fingerprint("model", "one", "0", "cls", "", 512, "c");
    static final Fingerprint OTHER_FINGERPRINT = new Fingerprint("model", "two", "0", "cls", "", 512, "c");
    static final String FP = FINGERPRINT.id();
    static final String OTHER_FP = OTHER_FINGERPRINT.id();

    final Random random = new Random(42);

    SqliteNoteIndex notes() {
        return new SqliteNoteIndex(index);
    }

    SqliteVectorIndex vectors() {
        return new SqliteVectorIndex(index);
    }

    void embedAll(Fingerprint fingerprint) {
        Map<String, float[]> batch = new HashMap<>();
        vectors().pending(fingerprint.id(), 1000).forEach(p -> batch.put(p.hash(), unit(p.hash())));
        vectors().put(fingerprint, batch);
    }

    List<String> storedHashes() {
        return index.read(h -> h.createQuery("SELECT chunk_hash FROM vectors ORDER BY chunk_hash")
                .mapTo(String.class).list());
    }

    static String hash(Note note, int ordinal) {
        return note.chunks().get(ordinal).hash();
    }

    /** A unit vector derived from a hash, so the same text always gets the same vector. */
    static float[] unit(String hash) {
        return randomUnitVector(new Random(hash.hashCode()), 8);
    }

    float[] randomUnitVector(int dimension) {
        return randomUnitVector(random, dimension);
    }

    static float[] randomUnitVector(Random random, int dimension) {
        float[] v = new float[dimension];
        double norm = 0;
        for (int i = 0; i < dimension; i++) {
            v[i] = (float) random.nextGaussian();
            norm += v[i] * v[i];
        }
        for (int i = 0; i < dimension; i++) {
            v[i] /= (float) Math.sqrt(norm);
        }
        return v;
    }

    static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
