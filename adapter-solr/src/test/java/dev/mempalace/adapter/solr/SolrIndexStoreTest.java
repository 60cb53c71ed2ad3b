package dev.mempalace.adapter.solr;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mempalace.application.contract.IndexContract;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The SolrCloud store honours the index contract on a real cluster of two nodes (two shards, two replicas each),
 * every case in a store of its own inside one shared collection, and one store never sees another's chunks.
 */
class SolrIndexStoreTest extends IndexContract {

    static final SolrIndexStore.Layout LAYOUT = new SolrIndexStore.Layout("mempalace", SolrTestCluster.SHARDS,
            SolrTestCluster.REPLICAS);
    private static final Fingerprint FP = new Fingerprint("model", "one", "0", "cls", "", 512, "c");

    private static SolrTestCluster cluster;

    @BeforeAll
    static void startCluster() throws Exception {
        cluster = SolrTestCluster.start();
    }

    @AfterAll
    static void stopCluster() throws Exception {
        cluster.stop();
    }

    @Override
    protected IndexStore freshStore() {
        return SolrIndexStore.over(cluster.client(), LAYOUT, SolrTestCluster.freshKey(), WRITER_WAIT);
    }

    @Test
    void aStoreNeverSeesAnotherStoresChunks() {
        try (IndexStore other = freshStore()) {
            Note theirs = note("shared/alpha.md", "alpha secret of the other team");
            try (IndexSession session = other.write("the other team")) {
                session.notes().apply(new IndexUpdate(List.of(new IndexUpdate.Upsert(theirs, 1, 1L, "f1")),
                        List.of(), List.of()));
                session.vectors().put(FP, Map.of(theirs.chunks().get(0).hash(), new float[] {1}));
            }
            assertThrows(IndexMissingException.class, () -> store().read(), "the other store's index is not ours");
            upsert(note("mine.md", "alpha of ours"));
            writing(s -> {
                s.vectors().pending(FP.id(), 10)
                        .forEach(p -> s.vectors().put(FP, Map.of(p.hash(), new float[] {1})));
                return null;
            });
            assertEquals(List.of("mine.md"), paths(reading(s -> s.lexical().search("alpha secret", 10,
                    NoteFilter.EVERY))));
            assertEquals(List.of("mine.md"), reading(s -> s.vectors().nearest(FP.id(), new float[] {1}, 10,
                    NoteFilter.EVERY)).stream().map(h -> h.chunk().path()).toList());
            assertEquals(List.of("mine.md"), List.copyOf(reading(s -> s.notes().files()).keySet()));
            assertEquals(1, reading(s -> s.notes().stats()).chunks());
            assertEquals(1, reading(s -> s.vectors().coverage(FP.id())).chunks());
        }
    }
}
