package dev.mempalace.adapter.solr;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexUpdate;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Stores of one cluster opened through {@link SolrClusters} share one client, and each still sees only its own. */
class SolrClustersTest {

    private static final Duration WAIT = Duration.ofSeconds(5);
    private static final SolrIndexStore.Layout LAYOUT = new SolrIndexStore.Layout("shared-client", 1, 1);
    @RegisterExtension
    static final SolrTestCluster cluster = new SolrTestCluster();

    @Test
    void storesOfOneClusterShareOneClientAndClosingThemLeavesItOpen() {
        List<String> zk = List.of(cluster.cluster().getZkServer().getZkAddress());
        SolrClusters clusters = new SolrClusters();
        try (clusters) {
            SolrIndexStore first = clusters.store(zk, Optional.empty(), Duration.ofSeconds(30), LAYOUT, "first",
                    WAIT);
            SolrIndexStore second = clusters.store(zk, Optional.empty(), Duration.ofSeconds(30), LAYOUT, "second",
                    WAIT);
            try (IndexSession session = first.write("ingest")) {
                session.notes().apply(new IndexUpdate(List.of(new IndexUpdate.Upsert(
                        note("a.md", "# A\n\nkestrel harbour\n"), 1, 1L, "f1")), List.of(), List.of()));
            }
            first.close();
            try (IndexSession session = second.write("ingest")) {
                assertEquals(0, session.notes().files().size(), "a store sees only its own notes");
            }

            assertEquals(1, clusters.clients());
            try (SolrIndexStore again = clusters.store(zk, Optional.empty(), Duration.ofSeconds(30), LAYOUT, "first",
                    WAIT); IndexSession session = again.read()) {
                assertEquals(1, session.notes().files().size(), "the client outlives a store closed over it");
            }
        }
        assertEquals(0, clusters.clients());
    }
}
