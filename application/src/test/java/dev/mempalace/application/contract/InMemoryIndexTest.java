package dev.mempalace.application.contract;

import dev.mempalace.application.fake.InMemoryIndex;

/** The in-memory fake honours the index contract, so the inner acceptance loop means something. */
class InMemoryIndexTest extends IndexContract {

    @Override
    protected Indexes freshIndex() {
        InMemoryIndex index = new InMemoryIndex();
        return new Indexes(index, index, index);
    }
}
