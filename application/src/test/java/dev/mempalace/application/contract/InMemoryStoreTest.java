package dev.mempalace.application.contract;

import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.out.IndexStore;

/** The in-memory fake honours the index contract, so the in-memory acceptance loop means something. */
class InMemoryStoreTest extends IndexContract {

    @Override
    protected IndexStore freshStore() {
        return new InMemoryStore(WRITER_WAIT);
    }

    @Override
    protected boolean keeps(String word) {
        return ((InMemoryStore) store()).keeps(word);
    }

    @Override
    protected IndexStore anotherStore() {
        return new InMemoryStore(WRITER_WAIT);
    }
}
