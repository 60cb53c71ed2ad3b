package dev.mempalace.adapter.solr;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.text.QueryTerms;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Writes larger than one query may name (the scale benchmark puts 2,000 vectors at once), several puts in one write
 * session that leave a chunk's text and other vectors as they were, seen by the session itself and by the next, and
 * the collection's size on disk as its cores report it, on a real cluster.
 */
class SolrIndexStoreBulkTest {

    private static final Fingerprint FP = new Fingerprint("model", "one", "0", "cls", "", 512, "c");
    private static final Fingerprint OTHER = new Fingerprint("model", "two", "0", "cls", "", 512, "c");
    private static final int CHUNKS = 1_100;
    @RegisterExtension
    static final SolrTestCluster cluster = new SolrTestCluster();

    private static SolrIndexStore connect(String collection) {
        return SolrIndexStore.connect(List.of(cluster.cluster().getZkServer().getZkHost()), Optional.of("/solr"),
                new SolrIndexStore.Layout(collection, SolrTestCluster.SHARDS, 1), SolrTestCluster.freshKey(),
                Duration.ofSeconds(5), Duration.ofSeconds(30));
    }

    @Test
    void moreVectorsThanAQueryMayNameArePutAndReadBackInOneCall() {
        try (SolrIndexStore store = connect("bulk")) {
            List<IndexUpdate.Upsert> upserts = new ArrayList<>();
            Map<String, float[]> vectors = new LinkedHashMap<>();
            for (int i = 0; i < CHUNKS; i++) {
                Note note = note("n" + i + ".md", "# Note " + i + "\n\nword" + i + " text\n");
                upserts.add(new IndexUpdate.Upsert(note, 1, 1L, "f1"));
                vectors.put(note.chunks().get(0).hash(), new float[] {i, 1});
            }
            String last = List.copyOf(vectors.keySet()).get(CHUNKS - 1);
            try (IndexSession session = store.write("bulk")) {
                session.notes().apply(new IndexUpdate(upserts, List.of(), List.of()));
                session.vectors().put(OTHER, Map.of(last, new float[] {0, 1}));
                Map<String, float[]> first = new LinkedHashMap<>();
                Map<String, float[]> rest = new LinkedHashMap<>();
                vectors.forEach((hash, vector) -> (first.size() < CHUNKS / 2 ? first : rest).put(hash, vector));
                session.vectors().put(FP, first);
                session.vectors().put(FP, rest);
                assertTrue(session.vectors().coverage(FP.id()).complete(), "a session reads its own puts");
            }

            try (IndexSession session = store.read()) {
                assertTrue(session.vectors().coverage(FP.id()).complete(), "a closed session's puts are seen");
                Map<String, float[]> stored = session.vectors().stored(FP.id(), vectors.keySet());
                assertEquals(CHUNKS, stored.size());
                assertArrayEquals(vectors.get(last), Arrays.copyOf(stored.get(last), 2));
                assertArrayEquals(new float[] {0, 1}, Arrays.copyOf(session.vectors().stored(OTHER.id(),
                        List.of(last)).getOrDefault(last, new float[0]), 2), "a put keeps the chunk's other vectors");
                var hits = session.lexical().search(QueryTerms.of("word" + (CHUNKS - 1)), 5, NoteFilter.EVERY).hits();
                assertEquals(1, hits.size());
                assertEquals("n" + (CHUNKS - 1) + ".md", hits.get(0).chunk().path(), "a put keeps the text");
                assertEquals(last, hits.get(0).chunk().hash());
            }

            CollectionSize size = store.collectionSize();
            assertEquals("bulk", size.collection());
            assertEquals(SolrTestCluster.SHARDS, size.cores());
            assertTrue(size.documents() >= CHUNKS, size::toString);
            assertTrue(size.documentsWithDeleted() >= size.documents(), size::toString);
            assertTrue(size.bytes() > 100_000, size::toString);
        }
    }
}
