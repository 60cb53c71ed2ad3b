package dev.mempalace.bootstrap;

import dev.mempalace.adapter.solr.CollectionSize;
import dev.mempalace.adapter.solr.SolrClusters;
import dev.mempalace.adapter.solr.SolrIndexStore;
import dev.mempalace.adapter.solr.SolrUrl;
import dev.mempalace.application.port.out.IndexStore;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongConsumer;

/**
 * Stores in SolrCloud, named by a {@code solr:} URL (its scheme in any case; docs/solr.md). Asking whether it
 * accepts a value loads nothing of Solr: SolrJ's classes load only when a {@code solr://} index is chosen, never by
 * a command over a SQLite file. A long-lived process keeps one client per cluster for every store of it.
 */
final class SolrStores implements StoreProvider {

    @Override
    public String name() {
        return "solr";
    }

    @Override
    public boolean accepts(String value) {
        return value.regionMatches(true, 0, SolrUrl.SCHEME, 0, SolrUrl.SCHEME.length());
    }

    @Override
    public IndexLocation parse(String value, Function<String, Path> files, Optional<String> storeVariable,
            boolean serviceAlone) {
        SolrUrl url = SolrUrl.parse(value, storeVariable);
        if (!serviceAlone && url.store().isEmpty()) {
            throw new IllegalArgumentException(SolrUrl.STORE_NEEDED);
        }
        return new SolrLocation(url);
    }

    /**
     * A store's share of a collection is not on disk apart, so this is the whole collection's index, over a client
     * of its own.
     */
    @Override
    public StoreSize size(IndexLocation location) {
        SolrUrl url = ((SolrLocation) location).url();
        try (SolrIndexStore store = SolrIndexStore.connect(url.zkHosts(), url.chroot(), layout(url), url.key(),
                SolrIndexStore.WRITER_WAIT, url.timeout())) {
            CollectionSize size = store.collectionSize();
            return new StoreSize(size.bytes(), String.format(Locale.ROOT, "whole collection %s, every store in it: "
                    + "%d cores, %,d live documents, %,d with deleted ones not yet merged away", size.collection(),
                    size.cores(), size.documents(), size.documentsWithDeleted()));
        }
    }

    @Override
    public IndexStore open(IndexLocation location, Path cache, LongConsumer vectorLoads) {
        SolrUrl url = ((SolrLocation) location).url();
        return SolrIndexStore.connect(url.zkHosts(), url.chroot(), layout(url), url.key(), SolrIndexStore.WRITER_WAIT,
                url.timeout());
    }

    @Override
    public Shared shared() {
        SolrClusters clusters = new SolrClusters();
        return new Shared() {
            @Override
            public IndexStore open(IndexLocation location, Path cache) {
                SolrUrl url = ((SolrLocation) location).url();
                return clusters.store(url.zkHosts(), url.chroot(), url.timeout(), layout(url), url.key(),
                        SolrIndexStore.WRITER_WAIT);
            }

            @Override
            public void close() {
                clusters.close();
            }
        };
    }

    private static SolrIndexStore.Layout layout(SolrUrl url) {
        return new SolrIndexStore.Layout(url.collection(), url.shards(), url.replicas());
    }
}
