package dev.mempalace.benchmark.scale;

import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.service.SearchService;
import dev.mempalace.application.service.WarnOnDrift;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Index files held in memory, one fake store per path, kept across opens as a file on disk would be. */
final class InMemoryScaleStore implements ScaleStore {

    private final Map<Path, InMemoryStore> files = new HashMap<>();
    private int writes;

    @Override
    public IndexStore open(Path indexFile) {
        InMemoryStore store = files.computeIfAbsent(indexFile, file -> new InMemoryStore());
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

    void forget(Path indexFile) {
        files.remove(indexFile);
    }
}
