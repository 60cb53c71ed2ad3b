package dev.mempalace.adapter.solr;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.solr.client.solrj.impl.CloudSolrClient;
import org.apache.solr.cloud.MiniSolrCloudCluster;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real SolrCloud of two Jetty nodes and an embedded ZooKeeper, in this JVM, for one test class: registered as its
 * static extension, it starts before the class's first test and stops, its data deleted, after the last.
 */
final class SolrTestCluster implements BeforeAllCallback, AfterAllCallback {

    static final int NODES = 2;
    static final int SHARDS = 2;
    static final int REPLICAS = 2;

    private static final AtomicInteger STORES = new AtomicInteger();

    private Path dir;
    private MiniSolrCloudCluster cluster;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        dir = Files.createTempDirectory("mempalace-solr");
        cluster = new MiniSolrCloudCluster.Builder(NODES, dir).build();
    }

    CloudSolrClient client() {
        return cluster.getSolrClient();
    }

    /** The folder every node keeps its files in. */
    Path dir() {
        return dir;
    }

    MiniSolrCloudCluster cluster() {
        return cluster;
    }

    /** A store key no other store of this JVM has used. */
    static String freshKey() {
        return "store-" + STORES.incrementAndGet();
    }

    /** Stops the nodes and ZooKeeper, and deletes their data. */
    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        cluster.shutdown();
        try (var paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }
}
