package dev.mempalace.bootstrap;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The store providers, in the order they are asked, the last taking what no other accepts. A new kind of store is
 * one line here, as a JDBC driver is registered.
 */
public final class Stores {

    /** The stores MemPalace ships. */
    static final Stores REGISTERED = new Stores(List.of(
            new SolrStores(),
            new SqliteStores()));

    private final List<StoreProvider> providers;

    /** The providers given, asked in their order; a test registers a store of its own this way. */
    public Stores(List<StoreProvider> providers) {
        if (providers.isEmpty()) {
            throw new IllegalArgumentException("no store provider");
        }
        this.providers = List.copyOf(providers);
    }

    /** The provider that accepts {@code value}: the first that does, or the last. */
    public StoreProvider accepting(String value) {
        return providers.stream().filter(provider -> provider.accepts(value)).findFirst()
                .orElse(providers.get(providers.size() - 1));
    }

    /**
     * What a short-lived command over the index {@code value} names (none: the default index) should load beside
     * its parse: the warm-up of that kind of store, if it has one.
     */
    public static Optional<Runnable> warmUp(Optional<String> value, Path cache) {
        StoreProvider provider = value.map(REGISTERED::accepting).orElse(REGISTERED.fallback());
        return provider.warmUp(cache);
    }

    private StoreProvider fallback() {
        return providers.get(providers.size() - 1);
    }
}
