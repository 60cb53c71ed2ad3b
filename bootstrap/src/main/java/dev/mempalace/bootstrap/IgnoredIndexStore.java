package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import java.nio.file.Path;

/**
 * An index store whose write sessions see to it that a {@link IndexFolder#MARKER} folder the store made (the
 * first write creates the index and its folder) has its {@code .gitignore}, as one {@code init} makes has.
 */
final class IgnoredIndexStore extends ForwardingIndexStore {

    private final Path index;

    IgnoredIndexStore(IndexStore store, Path index) {
        super(store);
        this.index = index;
    }

    @Override
    public IndexSession write(String purpose) {
        IndexSession session = store().write(purpose);
        try {
            IndexFolder.afterWrite(index);
        } catch (RuntimeException e) {
            session.close();
            throw e;
        }
        return session;
    }

}
