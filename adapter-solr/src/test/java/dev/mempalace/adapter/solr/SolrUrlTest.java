package dev.mempalace.adapter.solr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a {@code solr://} URL names, and the one line a malformed one is refused with. */
class SolrUrlTest {

    @Test
    void aSolrUrlNamesHostsChrootCollectionLayoutStoreAndTimeout() {
        SolrUrl solr = SolrUrl.parse("solr://zk1:2181,zk2:2182/solr/team/notes?shards=2&replicas=3&store=acme&timeout=5",
                Optional.empty());

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
        assertEquals("solr://h:1/c?store=url", SolrUrl.parse("solr://h:1/c?store=url", Optional.of("env")).toString());
        SolrUrl solr = SolrUrl.parse("solr://h:1/c", Optional.of("env"));
        assertEquals(Optional.of("env"), solr.store());
        assertEquals(1, solr.shards());
        assertEquals(1, solr.replicas());
    }

    @Test
    void aCollectionAloneHasNoKeyToOpenAStoreBy() {
        SolrUrl solr = SolrUrl.parse("solr://h:1/solr/c?shards=2", Optional.empty());

        assertEquals("solr://h:1/solr/c", solr.toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, solr::key);
        assertEquals(SolrUrl.STORE_NEEDED, e.getMessage());
        assertEquals("solr://h:1/solr/c?store=k", solr.withStore(Optional.of("k")).toString());
        assertEquals(2, solr.withStore(Optional.of("k")).shards());
    }

    @Test
    void aMalformedUrlIsOneLineThatNeverRepeatsTheValue() {
        for (String bad : List.of("solr:/h:1/c", "solr://h:1", "solr://h/c", "solr://h:99999/c", "solr://h:1/",
                "solr://a:secret@h:1/c", "solr://h:1/c?shards=0", "solr://h:1/c?replicas=x", "solr://h:1/c?color=red",
                "solr://h:1/c?store=a/b", "solr://h:1/../c", "SOLR://h:1/c", "solr://h:1/c?shards=1&shards=2")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> SolrUrl.parse(bad, Optional.empty()), bad);
            assertTrue(e.getMessage().startsWith("a solr:// index is solr://HOST:PORT"), e.getMessage());
            assertFalse(e.getMessage().contains("secret") || e.getMessage().contains("\n"), e.getMessage());
        }
    }
}
