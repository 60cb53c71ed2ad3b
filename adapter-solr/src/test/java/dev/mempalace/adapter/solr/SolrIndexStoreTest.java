package dev.mempalace.adapter.solr;

import dev.mempalace.application.contract.IndexContract;
import dev.mempalace.application.port.out.IndexStore;
import java.time.Duration;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The SolrCloud store honours the index contract on a real cluster of two nodes (two shards, two replicas each),
 * every case in a store of its own inside one shared collection, beside the contract's other store in it.
 */
class SolrIndexStoreTest extends IndexContract {

    static final SolrIndexStore.Layout LAYOUT = new SolrIndexStore.Layout("mempalace", SolrTestCluster.SHARDS,
            SolrTestCluster.REPLICAS);

    @RegisterExtension
    static final SolrTestCluster cluster = new SolrTestCluster();

    /** A commit to the test JVM's two nodes took over 400 ms on a loaded machine, past the contract's 500 ms wait. */
    @Override
    protected Duration writerWait() {
        return Duration.ofSeconds(5);
    }

    @Override
    protected IndexStore freshStore() {
        return SolrIndexStore.over(cluster.client(), LAYOUT, SolrTestCluster.freshKey(), writerWait());
    }

    /** Every node's files, logs and segments; each case's words are its own in the shared collection. */
    @Override
    protected boolean keeps(String word) {
        return KeptWords.holds(cluster.dir(), word);
    }

    /** Another store key in the same collection, on the same two nodes. */
    @Override
    protected IndexStore anotherStore() {
        return SolrIndexStore.over(cluster.client(), LAYOUT, SolrTestCluster.freshKey(), writerWait());
    }
}
