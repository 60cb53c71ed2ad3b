package dev.mempalace.bootstrap;

import dev.mempalace.adapter.solr.SolrIndexStore;
import dev.mempalace.application.port.out.IndexStore;

/**
 * Opens a store in SolrCloud. A class of its own so that SolrJ's classes are loaded only when a {@code solr://}
 * index is chosen, never by a command over a SQLite file.
 */
final class SolrStores {

    private SolrStores() {
    }

    static IndexStore open(IndexLocation.SolrCloud solr) {
        return SolrIndexStore.connect(solr.zkHosts(), solr.chroot(), new SolrIndexStore.Layout(solr.collection(),
                solr.shards(), solr.replicas()), solr.store().orElseThrow(), SolrIndexStore.WRITER_WAIT,
                solr.timeout());
    }
}
