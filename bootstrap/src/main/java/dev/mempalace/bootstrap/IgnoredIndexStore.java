package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import java.nio.file.Path;
import java.util.Optional;

/**
 * An index store whose write sessions see to it that a {@link IndexFolder#MARKER} folder the store made (the
 * first write creates the index and its folder) has its {@code .gitignore}, as one {@code init} makes has.
 */
final class IgnoredIndexStore implements IndexStore {

    private final IndexStore store;
    private final Path index;

    IgnoredIndexStore(IndexStore store, Path index) {
        this.store = store;
        this.index = index;
    }

    @Override
    public IndexSession write(String purpose) {
        IndexSession session = store.write(purpose);
        try {
            IndexFolder.afterWrite(index);
        } catch (RuntimeException e) {
            session.close();
            throw e;
        }
        return session;
    }

    @Override
    public IndexSession read() {
        return store.read();
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
