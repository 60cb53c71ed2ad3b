package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import java.util.Optional;

/** An index store that hands every call to another; a wrapper overrides only what it adds to. */
abstract class ForwardingIndexStore implements IndexStore {

    private final IndexStore store;

    ForwardingIndexStore(IndexStore store) {
        this.store = store;
    }

    /** The store calls are handed to. */
    final IndexStore store() {
        return store;
    }

    @Override
    public IndexSession read() {
        return store.read();
    }

    @Override
    public IndexSession write(String purpose) {
        return store.write(purpose);
    }

    @Override
    public long bytes() {
        return store.bytes();
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
}
