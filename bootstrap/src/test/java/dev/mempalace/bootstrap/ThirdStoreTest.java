package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.contract.IndexContract;
import dev.mempalace.application.fake.InMemoryStore;
import dev.mempalace.application.port.out.IndexStore;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Adding a store is one provider registered beside the others (DEVELOPERS.md, "Adding a store"): a fake third
 * store, listed first, is chosen by its own locations and opened by the composition root's store choice, and it
 * passes the index contract there; every other value still goes to the stores MemPalace ships.
 */
class ThirdStoreTest extends IndexContract {

    private static final Path CWD = Path.of("/work/here");

    private final Stores stores = new Stores(List.of(new MemoryStores(WRITER_WAIT), new SolrStores(),
            new SqliteStores()));

    @Override
    protected IndexStore freshStore() {
        return open("mem:fresh");
    }

    @Override
    protected IndexStore anotherStore() {
        return open("mem:another");
    }

    @Override
    protected boolean keeps(String word) {
        return ((InMemoryStore) store()).keeps(word);
    }

    /** The store as a command gets it: its location read from {@code --index}, in settings, opened by Adapters. */
    private IndexStore open(String value) {
        IndexLocation location = stores.accepting(value).parse(value, CWD::resolve, Optional.empty(), false);
        return Adapters.store(new Settings(CWD, location, Optional.empty(), Settings.INT8, CWD.resolve("cache")));
    }

    @Test
    void theOtherValuesStillGoToTheShippedStores() {
        assertTrue(stores.accepting("mem:x") instanceof MemoryStores);
        assertTrue(stores.accepting("solr://h:1/c?store=s") instanceof SolrStores);
        assertTrue(stores.accepting("notes/mem:x") instanceof SqliteStores);
        assertEquals("mem:x", stores.accepting("mem:x").parse("mem:x", CWD::resolve, Optional.empty(), false)
                .toString());
    }
}
