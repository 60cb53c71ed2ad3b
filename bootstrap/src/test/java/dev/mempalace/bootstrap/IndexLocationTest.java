package dev.mempalace.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class IndexLocationTest {

    private static final Path CWD = Path.of("/work/here");

    private static IndexLocation parse(String value, Optional<String> storeVariable) {
        return IndexLocation.parse(value, CWD::resolve, storeVariable);
    }

    @Test
    void anythingButASolrUrlIsAFileFromTheWorkingFolder() {
        assertEquals(new IndexLocation.SqliteFile(CWD.resolve("idx/index.sqlite")),
                parse("idx/index.sqlite", Optional.empty()));
    }

    @Test
    void aSolrUrlNamesHostsChrootCollectionLayoutStoreAndTimeout() {
        IndexLocation.SolrCloud solr = (IndexLocation.SolrCloud) parse(
                "solr://zk1:2181,zk2:2182/solr/team/notes?shards=2&replicas=3&store=acme&timeout=5", Optional.empty());

        assertEquals(List.of("zk1:2181", "zk2:2182"), solr.zkHosts());
        assertEquals(Optional.of("/solr/team"), solr.chroot());
        assertEquals("notes", solr.collection());
        assertEquals(2, solr.shards());
        assertEquals(3, solr.replicas());
        assertEquals(Optional.of("acme"), solr.store());
        assertEquals(Duration.ofSeconds(5), solr.timeout());
        assertEquals("solr://zk1:2181,zk2:2182/solr/team/notes?store=acme", solr.toString());
    }

    @Test
    void theStoreKeyIsTheUrlsThenTheVariables() {
        assertEquals("solr://h:1/c?store=url", parse("solr://h:1/c?store=url", Optional.of("env")).toString());
        IndexLocation.SolrCloud solr = (IndexLocation.SolrCloud) parse("solr://h:1/c", Optional.of("env"));
        assertEquals(Optional.of("env"), solr.store());
        assertEquals(1, solr.shards());
        assertEquals(1, solr.replicas());
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
        IndexLocation.SolrCloud solr = (IndexLocation.SolrCloud) IndexLocation.parseCollection(
                "solr://h:1/solr/c?shards=2", CWD::resolve, Optional.empty());

        assertEquals(Optional.empty(), solr.store());
        assertEquals("solr://h:1/solr/c", solr.toString());
        assertEquals(new IndexLocation.SqliteFile(CWD.resolve("i.sqlite")),
                IndexLocation.parseCollection("i.sqlite", CWD::resolve, Optional.empty()));
    }

    @Test
    void aMalformedUrlIsOneLineThatNeverRepeatsTheValue() {
        for (String bad : List.of("solr:/h:1/c", "solr://h:1", "solr://h/c", "solr://h:99999/c", "solr://h:1/",
                "solr://a:secret@h:1/c", "solr://h:1/c?shards=0", "solr://h:1/c?replicas=x", "solr://h:1/c?color=red",
                "solr://h:1/c?store=a/b", "solr://h:1/../c", "SOLR://h:1/c", "solr://h:1/c?shards=1&shards=2")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> parse(bad, Optional.empty()), bad);
            assertTrue(e.getMessage().startsWith("a solr:// index is solr://HOST:PORT"), e.getMessage());
            assertFalse(e.getMessage().contains("secret") || e.getMessage().contains("\n"), e.getMessage());
        }
    }
}
