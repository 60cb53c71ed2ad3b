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

/** Vectors stored, kept across re-ingests and searched exactly. */
class SqliteVectorIndexTest extends VectorIndexTestBase {

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
}
