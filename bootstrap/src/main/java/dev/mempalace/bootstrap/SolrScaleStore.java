package dev.mempalace.bootstrap;

import dev.mempalace.adapter.solr.CollectionSize;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.benchmark.scale.IndexSize;
import dev.mempalace.benchmark.scale.ScaleSearch;
import dev.mempalace.benchmark.scale.ScaleStore;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The scale benchmark's indexes as stores of the SolrCloud collection {@code --index} names, one per corpus under
 * the key {@code scale-NAME}. Solr keeps no marker file: whether a store is complete is read from the store itself,
 * and a store a build left unfinished is written again in place (every note and vector has the same key again).
 */
final class SolrScaleStore implements ScaleStore {

    static final String PREFIX = "scale-";

    private final IndexLocation solr;
    private final Path cache;
    private final ScaleSearch search;

    SolrScaleStore(IndexLocation solr, Path cache, ScaleSearch search) {
        this.solr = solr;
        this.cache = cache;
        this.search = search;
    }

    private IndexLocation at(String index) {
        return solr.keyed(Optional.of(PREFIX + index)).orElseThrow();
    }

    @Override
    public String kind() {
        return "solr";
    }

    @Override
    public String location(String index) {
        return at(index).toString();
    }

    @Override
    public IndexStore open(String index) {
        IndexLocation store = at(index);
        return store.provider().open(store, cache, nanos -> { });
    }

    @Override
    public boolean mayHoldBuild(String index) {
        return true;
    }

    @Override
    public void discard(String index) {
        // Nothing to drop: the build rewrites every document of the store under the same key.
    }

    @Override
    public void finished(String index) {
        // The store itself says it is complete: its notes, chunks and vectors are counted before reuse.
    }

    /** A store's share of a collection is not on disk apart, so this is the whole collection's index. */
    @Override
    public IndexSize size(String index) {
        CollectionSize size = SolrStores.collectionSize(at(index));
        return new IndexSize(size.bytes(), String.format(Locale.ROOT, "whole collection %s, every store in it: "
                + "%d cores, %,d live documents, %,d with deleted ones not yet merged away", size.collection(),
                size.cores(), size.documents(), size.documentsWithDeleted()));
    }

    @Override
    public SearchMemory search(IndexStore store, NoteSource source, Embedder embedder) {
        return search.search(store, source, embedder);
    }
}
