package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.adapter.solr.SolrUrl;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which store an {@code --index} value names: a solr: URL (in any case) a SolrCloud store, anything else a file. */
class IndexLocationTest {

    private static final Path CWD = Path.of("/work/here");

    private static IndexLocation parse(String value, Optional<String> storeVariable) {
        return IndexLocation.parse(value, CWD::resolve, storeVariable);
    }

    @Test
    void anythingButASolrUrlIsAFileFromTheWorkingFolder() {
        IndexLocation file = parse("idx/index.sqlite", Optional.empty());

        assertEquals(IndexLocation.file(CWD.resolve("idx/index.sqlite")), file);
        assertEquals(Optional.of(CWD.resolve("idx/index.sqlite")), file.file());
        assertTrue(file.provider() instanceof SqliteStores);
        assertEquals(Optional.empty(), file.keyed(Optional.of("other")));
    }

    @Test
    void aSolrUrlIsAStoreOfItsCollectionWithTheVariablesKeyWhenItGivesNoneAndItsSchemeInAnotherCaseNoFile() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> parse("SOLR://zk1:2181/notes", Optional.empty()))
                .getMessage().startsWith("a solr:// index is"));
        IndexLocation solr = parse("solr://zk1:2181/solr/notes?shards=2", Optional.of("env"));

        assertEquals("solr://zk1:2181/solr/notes?store=env", solr.toString());
        assertEquals(Optional.empty(), solr.file());
        assertTrue(solr.provider() instanceof SolrStores);
        assertEquals("solr://zk1:2181/solr/notes", solr.keyed(Optional.empty()).orElseThrow().toString());
    }

    @Test
    void aSolrUrlWithoutAStoreKeyIsRefusedInOneLineNeverDefaultedToAFolderName() {
        for (String storeless : List.of("solr://h:1/c", "solr://h:1/solr/c?shards=2&replicas=2")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> parse(storeless, Optional.empty()), storeless);
            assertEquals("a SolrCloud index needs a store key: add ?store=NAME to the URL or set MEMPALACE_STORE",
                    e.getMessage());
        }
    }

    @Test
    void onlyTheBenchMayNameACollectionAlone() {
        IndexLocation solr = IndexLocation.parseCollection("solr://h:1/solr/c?shards=2", CWD::resolve,
                Optional.empty());

        assertEquals(new SolrLocation(SolrUrl.parse("solr://h:1/solr/c?shards=2", Optional.empty())), solr);
        assertEquals("solr://h:1/solr/c", solr.toString());
        assertEquals(IndexLocation.file(CWD.resolve("i.sqlite")),
                IndexLocation.parseCollection("i.sqlite", CWD::resolve, Optional.empty()));
    }

    @Test
    void onlyAnIndexFileHasAWarmUpToRunBesideTheParse() {
        assertTrue(Wiring.indexWarmUp(Optional.empty(), CWD).isPresent());
        assertTrue(Wiring.indexWarmUp(Optional.of("x.sqlite"), CWD).isPresent());
        assertTrue(Wiring.indexWarmUp(Optional.of("SOLR://h:1/c"), CWD).isEmpty());
    }
}
