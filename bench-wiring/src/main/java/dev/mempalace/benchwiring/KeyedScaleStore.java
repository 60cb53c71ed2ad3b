package dev.mempalace.benchwiring;

import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.benchmark.scale.IndexSize;
import dev.mempalace.benchmark.scale.ScaleSearch;
import dev.mempalace.benchmark.scale.ScaleStore;
import dev.mempalace.bootstrap.IndexLocation;
import dev.mempalace.bootstrap.Settings;
import dev.mempalace.bootstrap.StoreSize;
import dev.mempalace.bootstrap.Wiring;
import java.util.Optional;

/**
 * The scale benchmark's indexes as stores of the service {@code --index} names (a SolrCloud collection), one per
 * corpus under the key {@code scale-NAME}, for any kind of store that keeps many by key. Such a service keeps no
 * marker file: whether a store is complete is read from the store itself, and a store a build left unfinished is
 * written again in place (every note and vector has the same key again).
 */
final class KeyedScaleStore implements ScaleStore {

    static final String PREFIX = "scale-";

    private final Settings settings;
    private final ScaleSearch search;

    KeyedScaleStore(Settings settings, ScaleSearch search) {
        this.settings = settings;
        this.search = search;
    }

    private IndexLocation at(String index) {
        return settings.index().keyed(Optional.of(PREFIX + index)).orElseThrow();
    }

    @Override
    public String kind() {
        return settings.index().provider().name();
    }

    @Override
    public String location(String index) {
        return at(index).toString();
    }

    @Override
    public IndexStore open(String index) {
        return Wiring.store(new Settings(settings.workspace(), at(index), settings.modelDir(),
                settings.variant(), settings.cache()));
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

    @Override
    public IndexSize size(String index) {
        StoreSize size = Wiring.size(at(index));
        return new IndexSize(size.bytes(), size.covers());
    }

    @Override
    public SearchMemory search(IndexStore store, NoteSource source, Embedder embedder) {
        return search.search(store, source, embedder);
    }
}
