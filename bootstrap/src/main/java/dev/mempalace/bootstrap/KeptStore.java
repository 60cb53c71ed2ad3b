package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import java.util.Optional;

/** A store lent to one command by {@link WarmCores}: the command's close leaves it open for the next one. */
final class KeptStore implements IndexStore {

    private final IndexStore store;

    KeptStore(IndexStore store) {
        this.store = store;
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
    public void verify() {
        store.verify();
    }

    @Override
    public Optional<String> setAsideIfCorrupt() {
        return store.setAsideIfCorrupt();
    }

    @Override
    public void close() {
        // Kept open for the next command; WarmCores closes it when the file is replaced or the process ends.
    }
}
