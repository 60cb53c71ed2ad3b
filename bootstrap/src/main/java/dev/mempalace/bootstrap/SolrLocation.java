package dev.mempalace.bootstrap;

import dev.mempalace.adapter.solr.SolrUrl;
import java.nio.file.Path;
import java.util.Optional;

/** A store in a SolrCloud collection, or the collection alone (for the bench), as its {@code solr://} URL names it. */
record SolrLocation(SolrUrl url) implements IndexLocation {

    @Override
    public Optional<Path> file() {
        return Optional.empty();
    }

    @Override
    public StoreProvider provider() {
        return new SolrStores();
    }

    @Override
    public Optional<IndexLocation> keyed(Optional<String> key) {
        return Optional.of(new SolrLocation(url.withStore(key)));
    }

    @Override
    public String toString() {
        return url.toString();
    }
}
