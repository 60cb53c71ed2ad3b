package dev.mempalace.bootstrap;

import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.out.IndexStore;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongConsumer;

/**
 * A third kind of store, registered by a test the way a new adapter's provider is registered in {@link Stores}:
 * {@code mem:NAME} names a store in this process's memory, one per name, kept as long as this provider.
 */
final class MemoryStores implements StoreProvider {

    private static final String SCHEME = "mem:";

    private final Map<String, InMemoryStore> stores = new HashMap<>();
    private final Duration writerWait;

    MemoryStores(Duration writerWait) {
        this.writerWait = writerWait;
    }

    @Override
    public String name() {
        return "memory";
    }

    @Override
    public boolean accepts(String value) {
        return value.startsWith(SCHEME);
    }

    @Override
    public IndexLocation parse(String value, Function<String, Path> files, Optional<String> storeVariable,
            boolean serviceAlone) {
        String name = value.substring(SCHEME.length());
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a mem: index is mem:NAME");
        }
        return new Memory(name, this);
    }

    @Override
    public IndexStore open(IndexLocation location, Path cache, LongConsumer vectorLoads) {
        return stores.computeIfAbsent(((Memory) location).name(), name -> new InMemoryStore(writerWait));
    }

    @Override
    public StoreSize size(IndexLocation location) {
        return new StoreSize(0, "nothing on disk: the store is in memory");
    }

    @Override
    public Shared shared() {
        return new Shared() {
            @Override
            public IndexStore open(IndexLocation location, Path cache) {
                return MemoryStores.this.open(location, cache, nanos -> { });
            }

            @Override
            public void close() {
                // The stores live as long as their provider.
            }
        };
    }

    /** A store in memory, by name. */
    record Memory(String name, MemoryStores provider) implements IndexLocation {

        @Override
        public Optional<Path> file() {
            return Optional.empty();
        }

        @Override
        public String toString() {
            return SCHEME + name;
        }
    }
}
