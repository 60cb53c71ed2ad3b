package dev.mempalace.bootstrap;

import dev.mempalace.adapter.solr.CollectionSize;
import dev.mempalace.adapter.solr.SolrClusters;
import dev.mempalace.adapter.solr.SolrIndexStore;
import dev.mempalace.application.port.out.IndexStore;

/**
 * Opens a store in SolrCloud. A class of its own so that SolrJ's classes are loaded only when a {@code solr://}
 * index is chosen, never by a command over a SQLite file.
 */
final class SolrStores {

    private SolrStores() {
    }

    /** A store of its own client, for a short-lived process. */
    static IndexStore open(IndexLocation.SolrCloud solr) {
        return SolrIndexStore.connect(solr.zkHosts(), solr.chroot(), layout(solr), key(solr),
                SolrIndexStore.WRITER_WAIT, solr.timeout());
    }

    /** The whole collection's index size on disk, over a client of its own. */
    static CollectionSize collectionSize(IndexLocation.SolrCloud solr) {
        try (SolrIndexStore store = SolrIndexStore.connect(solr.zkHosts(), solr.chroot(), layout(solr), key(solr),
                SolrIndexStore.WRITER_WAIT, solr.timeout())) {
            return store.collectionSize();
        }
    }

    /** One client per cluster for a long-lived process, shared by the stores opened over it. */
    static Shared shared() {
        return new Shared(new SolrClusters());
    }

    /** A store over its cluster's shared client. */
    static IndexStore open(Shared shared, IndexLocation.SolrCloud solr) {
        return shared.clusters().store(solr.zkHosts(), solr.chroot(), solr.timeout(), layout(solr),
                key(solr), SolrIndexStore.WRITER_WAIT);
    }

    /** The store key; there is no default one, so a collection named alone opens no store. */
    private static String key(IndexLocation.SolrCloud solr) {
        return solr.store().orElseThrow(() -> new IllegalArgumentException(IndexLocation.SolrCloud.STORE_NEEDED));
    }

    private static SolrIndexStore.Layout layout(IndexLocation.SolrCloud solr) {
        return new SolrIndexStore.Layout(solr.collection(), solr.shards(), solr.replicas());
    }

    /** The clients a long-lived process shares among its stores, one per cluster. */
    record Shared(SolrClusters clusters) implements AutoCloseable {

        /** How many clusters' clients are held. */
        int clients() {
            return clusters.clients();
        }

        @Override
        public void close() {
            clusters.close();
        }
    }
}
