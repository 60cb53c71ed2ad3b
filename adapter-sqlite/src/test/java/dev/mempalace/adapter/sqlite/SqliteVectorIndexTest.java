package dev.mempalace.adapter.sqlite;

import static dev.mempalace.adapter.sqlite.TestNotes.moved;
import static dev.mempalace.adapter.sqlite.TestNotes.note;
import static dev.mempalace.adapter.sqlite.TestNotes.removed;
import static dev.mempalace.adapter.sqlite.TestNotes.retired;
import static dev.mempalace.adapter.sqlite.TestNotes.upserts;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.junit.jupiter.api.Test;

class SqliteVectorIndexTest extends IndexFileTestBase {

    private static final Fingerprint FINGERPRINT = new Fingerprint("model", "one", "0", "cls", "", 512, "c");
    private static final Fingerprint OTHER_FINGERPRINT = new Fingerprint("model", "two", "0", "cls", "", 512, "c");
    private static final String FP = FINGERPRINT.id();
    private static final String OTHER_FP = OTHER_FINGERPRINT.id();

    private final Random random = new Random(42);

    private SqliteNoteIndex notes() {
        return new SqliteNoteIndex(index);
    }

    private SqliteVectorIndex vectors() {
        return new SqliteVectorIndex(index);
    }

    @Test
    void recordsWhichFingerprintTheVectorsWereMadeUnder() {
        Note a = note("a.md", "A", "alpha");
        notes().apply(upserts(a));
        vectors().put(FINGERPRINT, Map.of(hash(a, 0), new float[] {1, 0}));
        String description = index.read(h -> h.createQuery("SELECT description FROM fingerprints WHERE id = :id")
                .bind("id", FP).mapTo(String.class).one());
        assertEquals("2-dimensional " + FINGERPRINT.describe(), description);
        assertTrue(description.contains("sha256:0") && description.contains("chunker=c"), description);
    }

    @Test
    void storesVectorsExactlyAsLittleEndianFloats() {
        Note a = note("a.md", "A", "alpha");
        notes().apply(upserts(a));
        float[] vector = {0.6f, -0.8f, 0f};
        vectors().put(FINGERPRINT, Map.of(hash(a, 0), vector));
        byte[] blob = index.read(h -> h.createQuery("SELECT vector FROM vectors").mapTo(byte[].class).one());
        assertArrayEquals(new byte[] {(byte) 0x9a, (byte) 0x99, 0x19, 0x3f}, Arrays.copyOf(blob, 4));
        float[] back = new float[3];
        Float32.decode(blob, back, 0);
        assertArrayEquals(vector, back);
        ChunkHit hit = vectors().nearest(FP, vector, 5, NoteFilter.EVERY).get(0);
        assertEquals(a.chunks().get(0), hit.chunk());
        assertEquals(1.0, hit.score(), 1e-6);
        assertEquals("alpha", hit.snippet().text());
    }

    @Test
    void nearestIsTheExactTopKOfABruteForceSearch() {
        int count = 300;
        int dimension = 24;
        List<String> bodies = IntStream.range(0, count).mapToObj(i -> "chunk number " + i).toList();
        Note note = note("many.md", "Many", bodies.toArray(String[]::new));
        notes().apply(upserts(note));
        Map<String, float[]> stored = new LinkedHashMap<>();
        note.chunks().forEach(c -> stored.put(c.hash(), randomUnitVector(dimension)));
        vectors().put(FINGERPRINT, stored);
        SqliteVectorIndex vectors = vectors();
        for (int trial = 0; trial < 5; trial++) {
            float[] query = randomUnitVector(dimension);
            List<Map.Entry<String, Double>> expected = stored.entrySet().stream()
                    .map(e -> Map.entry(e.getKey(), dot(query, e.getValue())))
                    .sorted(Map.Entry.<String, Double>comparingByValue().reversed()).limit(10).toList();
            List<ChunkHit> hits = vectors.nearest(FP, query, 10, NoteFilter.EVERY);
            assertEquals(expected.stream().map(Map.Entry::getKey).toList(),
                    hits.stream().map(h -> h.chunk().hash()).toList());
            for (int i = 0; i < hits.size(); i++) {
                assertEquals(expected.get(i).getValue(), hits.get(i).score(), 1e-5);
            }
        }
    }

    @Test
    void aHashSharedByChunksYieldsEachOfThemWithTheRetiredFlag() {
        Note current = note("a.md", "Same", "shared text");
        Note old = retired(note("b.md", "Same", "shared text"));
        notes().apply(upserts(current, old));
        vectors().put(FINGERPRINT, Map.of(hash(current, 0), new float[] {1, 0}));
        List<ChunkHit> hits = vectors().nearest(FP, new float[] {1, 0}, 10, NoteFilter.EVERY);
        assertEquals(List.of("a.md", "b.md"), hits.stream().map(h -> h.chunk().path()).toList());
        assertEquals(List.of(false, true), hits.stream().map(ChunkHit::retired).toList());
    }

    @Test
    void vectorsSurviveReingestOfAChangedNote() {
        Note before = note("a.md", "A", "kept", "changed");
        notes().apply(upserts(before));
        embedAll(FINGERPRINT);
        notes().apply(upserts(note("a.md", "A", "new", "kept", "changed again")));
        assertEquals(new VectorCoverage(3, 1), vectors().coverage(FP));
        List<String> pending = vectors().pending(FP, 10).stream().map(PendingChunk::hash).toList();
        assertEquals(2, pending.size());
        assertFalse(pending.contains(hash(before, 0)));
        assertEquals("kept", vectors().nearest(FP, unit(hash(before, 0)), 1, NoteFilter.EVERY).get(0).chunk().text());
    }

    @Test
    void vectorsSurviveAMoveAsIngestAppliesIt() {
        Note a = note("old/a.md", "A", "moving text", "more text");
        notes().apply(upserts(a));
        embedAll(FINGERPRINT);
        notes().apply(upserts(moved(a, "new/a.md")));
        notes().apply(removed("old/a.md"));
        assertEquals(new VectorCoverage(2, 2), vectors().coverage(FP));
        List<ChunkHit> hits = vectors().nearest(FP, unit(hash(a, 0)), 1, NoteFilter.EVERY);
        assertEquals("new/a.md", hits.get(0).chunk().path());
    }

    @Test
    void vectorsWhoseChunkIsGoneAreCollected() {
        Note a = note("a.md", "A", "gone soon", "stays");
        notes().apply(upserts(a, note("b.md", "B", "other")));
        embedAll(FINGERPRINT);
        embedAll(OTHER_FINGERPRINT);
        notes().apply(upserts(note("a.md", "A", "stays")));
        assertEquals(2, storedHashes().stream().filter(h -> h.equals(hash(a, 1))).count());
        assertTrue(storedHashes().stream().noneMatch(h -> h.equals(hash(a, 0))));
        notes().apply(removed("a.md", "b.md"));
        assertEquals(List.of(), storedHashes());
        assertEquals(0, (int) index.read(h -> h.createQuery("SELECT count(*) FROM fingerprints")
                .mapTo(Integer.class).one()));
    }

    @Test
    void coverageAndPendingCountDistinctHashes() {
        Note a = note("a.md", "Title", "one", "two", "one");
        notes().apply(upserts(a));
        assertEquals(new VectorCoverage(3, 0), vectors().coverage(FP));
        List<PendingChunk> pending = vectors().pending(FP, 10);
        assertEquals(2, pending.size());
        assertEquals(pending.stream().map(PendingChunk::hash).sorted().toList(),
                pending.stream().map(PendingChunk::hash).toList());
        Chunk one = a.chunks().get(0);
        assertTrue(pending.contains(new PendingChunk(one.hash(), one.embeddingText())));
        assertEquals(1, vectors().pending(FP, 1).size());
        vectors().put(FINGERPRINT, Map.of(one.hash(), new float[] {1, 0}));
        assertEquals(new VectorCoverage(3, 2), vectors().coverage(FP));
        assertEquals(List.of(hash(a, 1)), vectors().pending(FP, 10).stream().map(PendingChunk::hash).toList());
    }

    @Test
    void oneIndexKeepsItsCoverageUntilItsOwnWriteChangesIt() {
        Note a = note("a.md", "A", "one", "two");
        notes().apply(upserts(a));
        SqliteVectorIndex vectors = vectors();
        assertEquals(new VectorCoverage(2, 0), vectors.coverage(FP));
        vectors.put(FINGERPRINT, Map.of(hash(a, 0), new float[] {1, 0}));
        assertEquals(new VectorCoverage(2, 1), vectors.coverage(FP));
        notes().apply(removed("a.md"));
        assertEquals(new VectorCoverage(0, 0), vectors.coverage(FP));
    }

    @Test
    void fingerprintsAreIsolated() {
        Note a = note("a.md", "A", "one", "two");
        notes().apply(upserts(a));
        vectors().put(FINGERPRINT, Map.of(hash(a, 0), new float[] {1, 0}));
        vectors().put(OTHER_FINGERPRINT, Map.of(hash(a, 1), new float[] {0, 1, 0}));
        assertEquals(new VectorCoverage(2, 1), vectors().coverage(FP));
        assertEquals(new VectorCoverage(2, 1), vectors().coverage(OTHER_FP));
        assertEquals(List.of(hash(a, 1)), vectors().pending(FP, 10).stream().map(PendingChunk::hash).toList());
        assertEquals(List.of("one"), vectors().nearest(FP, new float[] {0, 1}, 10, NoteFilter.EVERY).stream()
                .map(h -> h.chunk().text()).toList());
        assertEquals(List.of(), vectors().nearest("unknown", new float[] {0, 1}, 10, NoteFilter.EVERY));
    }

    @Test
    void putReplacesAndReloadsTheCache() {
        Note a = note("a.md", "A", "one", "two");
        notes().apply(upserts(a));
        SqliteVectorIndex vectors = vectors();
        vectors.put(FINGERPRINT, Map.of(hash(a, 0), new float[] {1, 0}, hash(a, 1), new float[] {0, 1}));
        assertEquals("one", vectors.nearest(FP, new float[] {1, 0}, 1, NoteFilter.EVERY).get(0).chunk().text());
        vectors.put(FINGERPRINT, Map.of(hash(a, 0), new float[] {-1, 0}));
        assertEquals("two", vectors.nearest(FP, new float[] {1, 0}, 1, NoteFilter.EVERY).get(0).chunk().text());
        assertEquals(-1.0, vectors.nearest(FP, new float[] {1, 0}, 2, NoteFilter.EVERY).get(1).score(), 1e-6);
    }

    @Test
    void eachLoadIntoMemoryIsReportedAndACachedSearchReportsNone() {
        Note a = note("a.md", "A", "one", "two");
        notes().apply(upserts(a));
        List<Long> loads = new ArrayList<>();
        SqliteVectorIndex vectors = new SqliteVectorIndex(index, loads::add);
        vectors.put(FINGERPRINT, Map.of(hash(a, 0), new float[] {1, 0}));
        assertEquals(List.of(), loads, "storing vectors loads none");

        vectors.nearest(FP, new float[] {1, 0}, 1, NoteFilter.EVERY);
        vectors.nearest(FP, new float[] {0, 1}, 1, NoteFilter.EVERY);
        assertEquals(1, loads.size(), "the second search scans the vectors already in memory");

        vectors.put(FINGERPRINT, Map.of(hash(a, 1), new float[] {0, 1}));
        vectors.nearest(FP, new float[] {0, 1}, 1, NoteFilter.EVERY);
        assertEquals(2, loads.size(), "a changed index is loaded again");
        assertTrue(loads.stream().allMatch(nanos -> nanos >= 0), loads::toString);
    }

    @Test
    void aReaderSeesVectorsAnotherConnectionPutAfterItLoaded() {
        Note a = note("a.md", "A", "one", "two");
        notes().apply(upserts(a));
        vectors().put(FINGERPRINT, Map.of(hash(a, 0), new float[] {1, 0}));
        try (SqliteIndexFile readFile = SqliteIndexFile.open(dir.resolve("index.sqlite"),
                SqliteIndexFile.Access.READ)) {
            SqliteVectorIndex reader = new SqliteVectorIndex(readFile);
            assertEquals(1, reader.nearest(FP, new float[] {0, 1}, 5, NoteFilter.EVERY).size());
            assertEquals(new VectorCoverage(2, 1), reader.coverage(FP));
            vectors().put(FINGERPRINT, Map.of(hash(a, 1), new float[] {0, 1}));
            assertEquals("two", reader.nearest(FP, new float[] {0, 1}, 5, NoteFilter.EVERY).get(0).chunk().text());
            assertEquals(new VectorCoverage(2, 2), reader.coverage(FP), "the cached coverage is read again");
        }
    }

    @Test
    void dimensionsMustAgree() {
        Note a = note("a.md", "A", "one", "two");
        notes().apply(upserts(a));
        Map<String, float[]> mixed = new HashMap<>();
        mixed.put(hash(a, 0), new float[] {1, 0});
        mixed.put(hash(a, 1), new float[] {1, 0, 0});
        assertThrows(IllegalArgumentException.class, () -> vectors().put(FINGERPRINT, mixed));
        vectors().put(FINGERPRINT, Map.of(hash(a, 0), new float[] {1, 0}));
        assertThrows(IllegalArgumentException.class, () -> vectors().put(FINGERPRINT, Map.of(hash(a, 1), new float[] {1})));
        assertThrows(IllegalArgumentException.class, () -> vectors().nearest(FP, new float[] {1, 0, 0}, 3, NoteFilter.EVERY));
        assertEquals(new VectorCoverage(2, 1), vectors().coverage(FP));
    }

    @Test
    void vectorSnippetsAreTheVerbatimStartOfTheChunk() {
        Note a = note("a.md", "A", "first line\nsecond   line\n" + "x".repeat(400));
        notes().apply(upserts(a));
        vectors().put(FINGERPRINT, Map.of(hash(a, 0), new float[] {1}));
        String snippet = vectors().nearest(FP, new float[] {1}, 1, NoteFilter.EVERY).get(0).snippet().text();
        assertTrue(snippet.startsWith("first line\nsecond   line\nx") && snippet.endsWith("…"), snippet);
        assertTrue(snippet.length() <= SqliteVectorIndex.SNIPPET_CHARS + 1);
    }

    private void embedAll(Fingerprint fingerprint) {
        Map<String, float[]> batch = new HashMap<>();
        vectors().pending(fingerprint.id(), 1000).forEach(p -> batch.put(p.hash(), unit(p.hash())));
        vectors().put(fingerprint, batch);
    }

    private List<String> storedHashes() {
        return index.read(h -> h.createQuery("SELECT chunk_hash FROM vectors ORDER BY chunk_hash")
                .mapTo(String.class).list());
    }

    private static String hash(Note note, int ordinal) {
        return note.chunks().get(ordinal).hash();
    }

    /** A unit vector derived from a hash, so the same text always gets the same vector. */
    private static float[] unit(String hash) {
        return randomUnitVector(new Random(hash.hashCode()), 8);
    }

    private float[] randomUnitVector(int dimension) {
        return randomUnitVector(random, dimension);
    }

    private static float[] randomUnitVector(Random random, int dimension) {
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

    private static double dot(float[] a, float[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += a[i] * b[i];
        }
        return sum;
    }
}
