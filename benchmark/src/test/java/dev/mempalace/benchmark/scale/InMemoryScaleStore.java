package dev.mempalace.benchmark.scale;

import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.WarnOnDrift;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Indexes held in memory, one fake store per name, kept across opens as a file on disk would be. */
final class InMemoryScaleStore implements ScaleStore {

    private final String kind;
    private final Map<String, InMemoryStore> indexes = new HashMap<>();
    private final Set<String> finished = new HashSet<>();
    private int writes;

    InMemoryScaleStore(String kind) {
        this.kind = kind;
    }

    @Override
    public String kind() {
        return kind;
    }

    @Override
    public String location(String index) {
        return kind + ":" + index;
    }

    @Override
    public boolean mayHoldBuild(String index) {
        return finished.contains(index);
    }

    @Override
    public void discard(String index) {
        indexes.remove(index);
        finished.remove(index);
    }

    @Override
    public void finished(String index) {
        finished.add(index);
    }

    /** A size that grows with the writes, so that reports can be told apart. */
    @Override
    public IndexSize size(String index) {
        return new IndexSize(1000L * writes, "writes so far");
    }

    @Override
    public IndexStore open(String index) {
        InMemoryStore store = indexes.computeIfAbsent(index, name -> new InMemoryStore());
        return new IndexStore() {
            @Override
            public IndexSession read() {
                return store.read();
            }

            @Override
            public IndexSession write(String purpose) {
                writes++;
                return store.write(purpose);
            }

            @Override
            public long bytes() {
                return 0;
            }

            @Override
            public void verify() {
                store.verify();
            }

            @Override
            public Optional<String> setAsideIfCorrupt() {
                return store.setAsideIfCorrupt();
            }

            @Override
            public void close() {
                store.close();
            }
        };
    }

    @Override
    public SearchMemory search(IndexStore store, NoteSource source, Embedder embedder) {
        return new SearchService(source, store, embedder, new WarnOnDrift(source, store));
    }

    /** How many write sessions were opened, that is, how many times an index was built. */
    int writes() {
        return writes;
    }

    /** Loses the index's content but not its finished mark, as a file emptied behind the benchmark's back. */
    void forget(String index) {
        indexes.remove(index);
    }
}
