package dev.mempalace.benchwiring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.benchmark.scale.ScaleStore;
import dev.mempalace.bootstrap.IndexLocation;
import dev.mempalace.bootstrap.Settings;
import dev.mempalace.bootstrap.Wiring;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where the bench's benches keep their index: a file, or the bench's own store of the Solr collection. */
class BenchWiringTest {

    private static final Path WORKSPACE = Path.of("/tmp/golden");
    private static final Path FILE = Path.of("/tmp/cache/index.sqlite");

    private static Settings over(String index) {
        return new Settings(Path.of("/home/ada/notes"),
                IndexLocation.parseCollection(index, Path::of, Optional.empty()), Optional.empty(), Settings.INT8,
                Path.of("/tmp/cache"));
    }

    @Test
    void withoutAStoreABenchIsOverItsIndexFileWhateverTheIndexIs() {
        for (String index : new String[] {"/home/ada/notes/.mempalace/index.sqlite", "solr://zk:2181/solr/mp"}) {
            Settings bench = BenchWiring.at(over(index), WORKSPACE, FILE, Optional.empty());

            assertEquals(WORKSPACE, bench.workspace());
            assertEquals(Optional.of(FILE), bench.index().file(), index);
        }
    }

    @Test
    void aStoreIsTheBenchsOwnInTheSameCollectionWithItsLayoutAndTimeout() {
        Settings bench = BenchWiring.at(over("solr://zk:2181/solr/mp?shards=2&replicas=2&store=team&timeout=9"),
                WORKSPACE, FILE, Optional.of("bench-golden-1234abcd"));

        assertEquals("solr://zk:2181/solr/mp?store=bench-golden-1234abcd", bench.index().toString());
        assertEquals(IndexLocation.parse("solr://zk:2181/solr/mp?shards=2&replicas=2&store=bench-golden-1234abcd"
                + "&timeout=9", Path::of, Optional.empty()), bench.index(), "the layout and timeout are kept");
        assertEquals(WORKSPACE, bench.workspace());
    }

    @Test
    void scaleIndexesAreSqliteFilesAloneOverAnIndexFile() {
        List<ScaleStore> stores = BenchWiring.scaleStores(over("/tmp/index.sqlite"), Path.of("/tmp/scale"));

        assertEquals(List.of("sqlite"), stores.stream().map(ScaleStore::kind).toList());
        assertEquals("/tmp/scale/chunks-10.sqlite", stores.get(0).location("chunks-10"));
    }

    @Test
    void overSolrEachScaleIndexIsAlsoAStoreOfItsOwnInTheCollectionWhateverStoreTheUrlNames() {
        List<ScaleStore> stores = BenchWiring.scaleStores(over("solr://zk:2181/solr/mp?shards=2&store=team"),
                Path.of("/tmp/scale"));

        assertEquals(List.of("sqlite", "solr"), stores.stream().map(ScaleStore::kind).toList());
        assertEquals("/tmp/scale/chunks-10.sqlite", stores.get(0).location("chunks-10"));
        assertEquals("solr://zk:2181/solr/mp?store=scale-chunks-10", stores.get(1).location("chunks-10"));
        assertTrue(stores.get(1).mayHoldBuild("chunks-10"), "the store itself is checked for a finished build");
    }

    @Test
    void aStoreWithoutASolrIndexIsAProgrammingError() {
        assertThrows(IllegalStateException.class, () -> BenchWiring.at(over("/tmp/index.sqlite"), WORKSPACE, FILE,
                Optional.of("bench-golden-1234abcd")));
    }

    @Test
    void theCollectionAloneOpensNoStoreBeforeAnyConnection() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Wiring.store(over("solr://127.0.0.1:1/solr/mp?timeout=1")));

        assertEquals("a SolrCloud index needs a store key: add ?store=NAME to the URL or set MEMPALACE_STORE",
                e.getMessage());
    }
}
