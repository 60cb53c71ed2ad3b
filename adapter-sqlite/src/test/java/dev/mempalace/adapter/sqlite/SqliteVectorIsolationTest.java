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

/** Vectors of one fingerprint never reach another, and the cache of loaded vectors follows every write. */
class SqliteVectorIsolationTest extends VectorIndexTestBase {

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
}
