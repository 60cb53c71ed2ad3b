package dev.mempalace.solrcluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import org.apache.solr.cloud.MiniSolrCloudCluster;

/**
 * A real SolrCloud on this machine, for {@code scripts/solr-cluster.sh}: an embedded ZooKeeper and N Solr nodes on
 * loopback ports, their data under a folder. It writes the {@code --index} value to use into the folder's
 * {@code url} file once every node runs, and stops the nodes when the process is told to end (SIGTERM). Every
 * start begins empty: the notes are the truth, and {@code mempalace ingest} fills the store again.
 */
public final class LocalSolrCloud {

    /** The collection MemPalace creates in the cluster on its first ingest. */
    static final String COLLECTION = "mempalace";

    private LocalSolrCloud() {
    }

    /** Arguments: the folder, and the number of Solr nodes. */
    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: LocalSolrCloud DIR NODES");
            System.exit(2);
        }
        Path dir = Path.of(args[0]).toAbsolutePath();
        int nodes = Integer.parseInt(args[1]);
        Path url = dir.resolve("url");
        Path data = dir.resolve("cluster");
        Files.deleteIfExists(url);
        delete(data);
        MiniSolrCloudCluster cluster = new MiniSolrCloudCluster.Builder(nodes, data).build();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                Files.deleteIfExists(url);
                cluster.shutdown();
            } catch (Exception e) {
                System.err.println("the cluster did not stop cleanly: " + e);
            }
        }));
        Path written = dir.resolve("url.tmp");
        Files.writeString(written, index(cluster.getZkServer().getZkAddress(), nodes) + "\n");
        Files.move(written, url, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        Thread.currentThread().join();
    }

    /** The {@code --index} value: two shards of two replicas once there are two nodes to hold them. */
    static String index(String zkAddress, int nodes) {
        return "solr://" + zkAddress + "/" + COLLECTION + (nodes >= 2 ? "?shards=2&replicas=2" : "");
    }

    private static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (var paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.delete(path);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
