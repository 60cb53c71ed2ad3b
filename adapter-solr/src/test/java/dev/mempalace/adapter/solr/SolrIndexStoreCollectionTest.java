package dev.mempalace.adapter.solr;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.fake.FakeEmbedder;
import dev.mempalace.application.fake.InMemoryNoteSource;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.SearchResult;
import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.service.EmbedService;
import dev.mempalace.application.service.IngestService;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.WarnOnDrift;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.FusedHit;
import dev.mempalace.domain.ranking.Leg;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.solr.client.solrj.request.CollectionAdminRequest;
import org.apache.solr.client.solrj.request.schema.SchemaRequest;
import org.apache.solr.common.cloud.DocCollection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the SolrCloud store does beyond the contract, on a real cluster: it creates its collection as laid out,
 * refuses a collection of another schema version without changing it, its write lease lets a dead writer's turn
 * expire while fencing that writer's later writes, the note list it keeps follows every write, its own and
 * those of a store on another machine, and a hybrid search's two legs, asked at once, each keep to the store and the
 * filter.
 */
class SolrIndexStoreCollectionTest {

    private static final Duration WAIT = Duration.ofMillis(500);
    @RegisterExtension
    static final SolrTestCluster cluster = new SolrTestCluster();

    @TempDir
    Path dir;

    private static void upsert(IndexSession session, Note note) {
        session.notes().apply(new IndexUpdate(List.of(new IndexUpdate.Upsert(note, 1, 1L, "f1")), List.of(),
                List.of()));
    }

    /** A store over a client of its own, as a process on another machine has. */
    private static SolrIndexStore connect(SolrIndexStore.Layout layout, String storeKey) {
        return SolrIndexStore.connect(List.of(cluster.cluster().getZkServer().getZkHost()), Optional.of("/solr"),
                layout, storeKey, WAIT, Duration.ofSeconds(30));
    }

    private static Map<String, IndexedFile> files(SolrIndexStore store) {
        try (IndexSession session = store.read()) {
            return session.notes().files();
        }
    }

    private static void apply(SolrIndexStore store, IndexUpdate update) {
        try (IndexSession session = store.write("ingest")) {
            session.notes().apply(update);
        }
    }

    @Test
    void theNoteListIsKeptWhileNothingChangesAndReadAgainAfterAnotherMachineWrites() {
        SolrIndexStore.Layout layout = new SolrIndexStore.Layout("note-lists", 2, 2);
        try (SolrIndexStore here = connect(layout, "shared"); SolrIndexStore there = connect(layout, "shared")) {
            apply(there, new IndexUpdate(List.of(new IndexUpdate.Upsert(note("a.md", "alpha"), 1, 1L, "f1"),
                    new IndexUpdate.Upsert(note("b.md", "beta"), 1, 1L, "f1")), List.of(), List.of()));
            Map<String, IndexedFile> first = files(here);
            assertEquals(Set.of("a.md", "b.md"), first.keySet());
            assertSame(first, files(here), "an unchanged list is not read again");

            IndexedFile a = first.get("a.md");
            apply(there, new IndexUpdate(List.of(), List.of(new IndexedFile("a.md", a.contentHash(), 7, 9L,
                    a.format())), List.of()));
            Map<String, IndexedFile> touched = files(here);
            assertNotSame(first, touched);
            assertEquals(9L, touched.get("a.md").modified(), "a file's new time, its notes unchanged");

            apply(there, new IndexUpdate(List.of(), List.of(), List.of("b.md")));
            assertEquals(Set.of("a.md"), files(here).keySet(), "a removal alone");

            apply(there, new IndexUpdate(List.of(new IndexUpdate.Upsert(note("c.md", "gamma"), 1, 1L, "f1")),
                    List.of(), List.of("a.md")));
            assertEquals(Set.of("c.md"), files(here).keySet(), "a removal and an addition in one write");

            try (IndexSession session = here.write("ingest")) {
                Map<String, IndexedFile> before = session.notes().files();
                upsert(session, note("d.md", "delta"));
                assertEquals(Set.of("c.md"), before.keySet());
                assertEquals(Set.of("c.md", "d.md"), session.notes().files().keySet(), "its own write");
            }
            assertEquals(Set.of("c.md", "d.md"), files(there).keySet());
        }
    }

    @Test
    void theFirstWriteCreatesTheCollectionAsLaidOutAndAMissingOneIsNotCreatedByReading() {
        SolrIndexStore.Layout layout = new SolrIndexStore.Layout("laid-out", 2, 2);
        try (SolrIndexStore store = SolrIndexStore.over(cluster.client(), layout, "a", WAIT)) {
            assertThrows(IndexMissingException.class, store::read);
            assertFalse(cluster.client().getClusterStateProvider().getClusterState().hasCollection("laid-out"), "reading creates nothing");
            store.write("ingest").close();
            DocCollection created = cluster.client().getClusterStateProvider().getClusterState().getCollection("laid-out");
            assertEquals(2, created.getSlices().size());
            created.getSlices().forEach(slice -> assertEquals(2, slice.getReplicas().size()));
            store.verify();
        }
    }

    @Test
    void aCollectionOfAnotherSchemaVersionIsRefusedAndLeftAsItIs() throws Exception {
        for (String file : List.of("managed-schema.xml", "solrconfig.xml")) {
            String text = new String(SolrCollection.class.getResourceAsStream("configset/" + file).readAllBytes(),
                    StandardCharsets.UTF_8);
            Files.writeString(dir.resolve(file), text.replace("name=\"mempalace-3\"", "name=\"mempalace-4\""));
        }
        cluster.cluster().uploadConfigSet(dir, "newer");
        CollectionAdminRequest.createCollection("newer", "newer", 1, 1).process(cluster.client());
        cluster.cluster().waitForActiveCollection("newer", 1, 1);
        try (SolrIndexStore store = SolrIndexStore.over(cluster.client(), new SolrIndexStore.Layout("newer", 1, 1),
                "a", WAIT)) {
            assertEquals(IndexUnavailableException.Reason.NEWER,
                    assertThrows(IndexUnavailableException.class, store::read).reason());
            assertEquals(IndexUnavailableException.Reason.NEWER,
                    assertThrows(IndexUnavailableException.class, () -> store.write("ingest")).reason());
        }
        assertEquals("mempalace-4", new SchemaRequest.SchemaName().process(cluster.client(), "newer")
                .getSchemaName());
    }

    @Test
    void aDeadWritersLeaseExpiresAndItsLaterWritesAreFenced() {
        SolrIndexStore.Layout layout = new SolrIndexStore.Layout("leases", 1, 2);
        Clock later = Clock.offset(Clock.systemUTC(), SolrLease.TERM.plusSeconds(1));
        try (SolrIndexStore dead = SolrIndexStore.over(cluster.client(), layout, "team", WAIT);
                SolrIndexStore next = SolrIndexStore.over(cluster.client(), layout, "team", WAIT, later)) {
            IndexSession stalled = dead.write("a writer that died");
            IndexLockedException locked = assertThrows(IndexLockedException.class,
                    () -> SolrIndexStore.over(cluster.client(), layout, "team", WAIT).write("a waiting writer"));
            assertTrue(locked.getMessage().contains("a writer that died"), locked.getMessage());
            try (IndexSession session = next.write("the next writer")) {
                upsert(session, note("next.md", "alpha"));
            }
            IndexLockedException fenced = assertThrows(IndexLockedException.class,
                    () -> upsert(stalled, note("stale.md", "alpha")));
            assertTrue(fenced.getMessage().contains("the next writer"), fenced.getMessage());
            stalled.close();
            try (IndexSession reader = dead.read()) {
                assertEquals(Set.of("next.md"), reader.notes().files().keySet(), "the fenced write wrote nothing");
            }
            dead.write("a writer after them").close();
        }
    }

    @Test
    void aStoreMissingAtFirstIsFoundOnceAnotherMachineCreatesIt() {
        SolrIndexStore.Layout layout = new SolrIndexStore.Layout("late-stores", 2, 1);
        try (SolrIndexStore here = connect(layout, "late"); SolrIndexStore there = connect(layout, "late")) {
            assertThrows(IndexMissingException.class, here::read, "no collection yet");
            try (IndexSession session = there.write("ingest")) {
                assertEquals(Map.of(), session.notes().files());
            }
            assertEquals(Map.of(), files(here), "the store another machine created");
            assertEquals(Map.of(), files(here));
        }
    }

    @Test
    void aHybridSearchAsksBothLegsAtOnceEachHoldingToItsStoreAndTheFilter() {
        SolrIndexStore.Layout layout = new SolrIndexStore.Layout("hybrid-legs", 2, 1);
        FakeEmbedder embedder = new FakeEmbedder();
        InMemoryNoteSource mine = new InMemoryNoteSource();
        InMemoryNoteSource theirs = new InMemoryNoteSource();
        for (String folder : List.of("keep", "skip")) {
            for (int i = 0; i < 3; i++) {
                mine.write(folder + "/mine-" + i + ".md", "# Mine " + i + "\n\nshared memory timer, note " + i);
                theirs.write(folder + "/theirs-" + i + ".md", "# Theirs " + i + "\n\nshared memory timer, note " + i);
            }
        }
        try (SolrIndexStore store = connect(layout, "mine"); SolrIndexStore other = connect(layout, "theirs")) {
            new IngestService(theirs, other, new EmbedService(theirs, embedder, other)).ingest(true,
                    EmbedProgress.NONE);
            new IngestService(mine, store, new EmbedService(mine, embedder, store)).ingest(true, EmbedProgress.NONE);
            try (IndexSession session = store.read()) {
                assertTrue(session.concurrentLegs(), "a Solr store's legs are asked at once");
            }
            SearchResult result = new SearchService(mine, store, embedder, new WarnOnDrift(mine, store)).search(
                    new SearchRequest("shared memory timer", 10, Optional.of(SearchMode.HYBRID), false,
                            new NoteFilter(Optional.of("keep/"), List.of(), Optional.empty(), false)));
            assertEquals(SearchMode.HYBRID, result.mode());
            assertEquals(List.of("keep/mine-0.md", "keep/mine-1.md", "keep/mine-2.md"),
                    result.hits().stream().map(hit -> hit.chunk().path()).sorted().toList());
            for (FusedHit hit : result.hits()) {
                assertEquals(Set.of(Leg.LEXICAL, Leg.VECTOR), hit.legs().keySet(), "both legs found " + hit);
            }
        }
    }
}
