package dev.mempalace.application.contract;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What every store must give back of its vectors, part of {@link IndexContract}: each vector as it was put, under its
 * fingerprint, so that another index takes it instead of embedding the chunk again. The vectors have the dimension
 * of the bundled model, which every store keeps as it is.
 */
public abstract class StoredVectorsContract extends SessionContract {

    private static final int DIMENSION = 384;
    private static final Fingerprint FP = new Fingerprint("model", "one", "0", "cls", "", 512, "c");
    private static final Fingerprint OTHER = new Fingerprint("model", "two", "0", "cls", "", 512, "c");

    @Test
    void storedVectorsComeBackAsTheyWerePutUnderTheirFingerprint() {
        Note a = note("a.md", "alpha");
        Note b = note("b.md", "beta");
        Note again = note("again/a.md", "alpha");
        Note c = note("c.md", "gamma");
        upsert(a, b, again, c);
        String alpha = a.chunks().get(0).hash();
        String beta = b.chunks().get(0).hash();
        String gamma = c.chunks().get(0).hash();
        Random random = new Random(19);
        float[] alphaOne = unit(random);
        float[] betaOne = unit(random);
        float[] alphaTwo = unit(random);
        index.vectors().put(FP, Map.of(alpha, alphaOne, beta, betaOne));
        index.vectors().put(OTHER, Map.of(alpha, alphaTwo));

        Map<String, float[]> one = index.vectors().stored(FP.id(), List.of(alpha, beta, gamma, "0".repeat(64)));
        Map<String, float[]> two = index.vectors().stored(OTHER.id(), List.of(alpha, beta));

        assertEquals(Set.of(alpha, beta), one.keySet(), "a chunk without a vector, or no chunk, gives none");
        assertArrayEquals(alphaOne, one.get(alpha));
        assertArrayEquals(betaOne, one.get(beta));
        assertEquals(Set.of(alpha), two.keySet());
        assertArrayEquals(alphaTwo, two.get(alpha));
        assertEquals(Map.of(), index.vectors().stored(FP.id(), List.of()));
        assertEquals(Map.of(), index.vectors().stored("0123456789abcdef", List.of(alpha)));
    }

    @Test
    void everyVectorComesBackWithTheNotesThatCarryIt() {
        Note a = note("a.md", "# A\nalpha\n# B\nbeta");
        Note b = note("b.md", "beta");
        Note c = note("c.md", "gamma");
        upsert(a, b, c);
        Random random = new Random(23);
        float[] alpha = unit(random);
        float[] beta = unit(random);
        index.vectors().put(FP, Map.of(a.chunks().get(0).hash(), alpha, a.chunks().get(1).hash(), unit(random),
                b.chunks().get(0).hash(), beta));

        Map<String, List<float[]>> byNote = index.vectors().byNote(FP.id());

        assertEquals(Set.of("a.md", "b.md"), byNote.keySet(), "a note without vectors is absent");
        assertEquals(2, byNote.get("a.md").size());
        byNote.get("a.md").forEach(v -> assertEquals(1.0, dot(v, v), 1e-5));
        assertEquals(1.0, dot(byNote.get("b.md").get(0), beta), 1e-5);
        assertEquals(Map.of(), index.vectors().byNote(OTHER.id()));
        Map<String, List<float[]>> some = index.vectors().byNote(FP.id(), List.of("b.md", "c.md"));
        assertEquals(Set.of("b.md"), some.keySet(), "only the notes asked for, and only those with vectors");
        assertEquals(1.0, dot(some.get("b.md").get(0), beta), 1e-5);
        assertEquals(2, index.vectors().byNote(FP.id(), List.of("a.md")).get("a.md").size());
    }

    /** A dot product over the shorter length: a store may pad vectors with zeros. */
    private static double dot(float[] x, float[] y) {
        double sum = 0;
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            sum += x[i] * y[i];
        }
        return sum;
    }

    @Test
    void aStoredVectorPutIntoAnotherStoreIsFoundAsTheOriginal() {
        Note a = note("a.md", "alpha");
        Note b = note("b.md", "beta");
        upsert(a, b);
        Random random = new Random(7);
        float[] query = unit(random);
        index.vectors().put(FP, Map.of(a.chunks().get(0).hash(), unit(random), b.chunks().get(0).hash(),
                unit(random)));
        List<String> before = nearest(query);
        Map<String, float[]> stored = index.vectors().stored(FP.id(), List.of(a.chunks().get(0).hash(),
                b.chunks().get(0).hash()));
        remove("a.md");
        remove("b.md");
        upsert(a, b);

        index.vectors().put(FP, stored);

        assertEquals(before, nearest(query));
    }

    private List<String> nearest(float[] query) {
        return index.vectors().nearest(FP.id(), query, 10, NoteFilter.EVERY).stream()
                .map(hit -> hit.chunk().path() + " " + Math.round(hit.score() * 1e5)).toList();
    }

    private static float[] unit(Random random) {
        float[] vector = new float[DIMENSION];
        double norm = 0;
        for (int i = 0; i < DIMENSION; i++) {
            vector[i] = (float) random.nextGaussian();
            norm += vector[i] * vector[i];
        }
        for (int i = 0; i < DIMENSION; i++) {
            vector[i] /= (float) Math.sqrt(norm);
        }
        return vector;
    }
}
