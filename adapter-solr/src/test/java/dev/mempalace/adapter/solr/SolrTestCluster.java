package dev.mempalace.adapter.solr;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.solr.client.solrj.impl.CloudSolrClient;
import org.apache.solr.cloud.MiniSolrCloudCluster;

/** A real SolrCloud of two Jetty nodes and an embedded ZooKeeper, in this JVM, for one test class. */
final class SolrTestCluster {

    static final int NODES = 2;
    static final int SHARDS = 2;
    static final int REPLICAS = 2;

    private static final AtomicInteger STORES = new AtomicInteger();

    private final Path dir;
    private final MiniSolrCloudCluster cluster;

    private SolrTestCluster(Path dir, MiniSolrCloudCluster cluster) {
        this.dir = dir;
        this.cluster = cluster;
    }

    static SolrTestCluster start() throws Exception {
        Path dir = Files.createTempDirectory("mempalace-solr");
        return new SolrTestCluster(dir, new MiniSolrCloudCluster.Builder(NODES, dir).build());
    }

    CloudSolrClient client() {
        return cluster.getSolrClient();
    }

    MiniSolrCloudCluster cluster() {
        return cluster;
    }

    /** A store key no other store of this JVM has used. */
    static String freshKey() {
        return "store-" + STORES.incrementAndGet();
    }

    /** Stops the nodes and ZooKeeper, and deletes their data. */
    void stop() throws Exception {
        cluster.shutdown();
        try (var paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }
}
