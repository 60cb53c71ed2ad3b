package dev.mempalace.benchmark.scale;

import dev.mempalace.application.fake.InMemoryIndex;
import dev.mempalace.application.service.SearchService;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** Index files held in memory, one fake index per path, kept across opens as a file on disk would be. */
final class InMemoryScaleStore implements ScaleStore {

    private final Map<Path, InMemoryIndex> files = new HashMap<>();
    private int writes;

    @Override
    public Opened open(Path indexFile, boolean write) {
        InMemoryIndex index = write ? new InMemoryIndex() : files.getOrDefault(indexFile, new InMemoryIndex());
        if (write) {
            files.put(indexFile, index);
            writes++;
        }
        return new Opened(index, index, (source, embedder) -> new SearchService(source, index, index, index, embedder),
                () -> { });
    }

    /** How many times an index was opened for writing, that is, built. */
    int writes() {
        return writes;
    }

    void forget(Path indexFile) {
        files.remove(indexFile);
    }
}
