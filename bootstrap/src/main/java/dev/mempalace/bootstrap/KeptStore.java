package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.IndexStore;

/** A store lent to one command by {@link WarmCores}: the command's close leaves it open for the next one. */
final class KeptStore extends ForwardingIndexStore {

    KeptStore(IndexStore store) {
        super(store);
    }

    @Override
    public void close() {
        // Kept open for the next command; WarmCores closes it when the file is replaced or the process ends.
    }
}
