package dev.mempalace.adapter.solr;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.solr.client.solrj.impl.CloudSolrClient;

/**
 * Clients of SolrCloud clusters for a long-lived process: one per cluster (its ZooKeeper hosts, chroot and
 * timeout), shared by every store opened through it, so that serving many stores of one cluster keeps one set of
 * connections and threads rather than one per store. Closing it closes the clients; the stores never do.
 */
public final class SolrClusters implements AutoCloseable {

    private final Map<Cluster, CloudSolrClient> clients = new LinkedHashMap<>();

    /** A store of the cluster, over the cluster's shared client (made on the first store of that cluster). */
    public synchronized SolrIndexStore store(List<String> zkHosts, Optional<String> chroot, Duration timeout,
            SolrIndexStore.Layout layout, String storeKey, Duration writerWait) {
        CloudSolrClient client = clients.computeIfAbsent(new Cluster(List.copyOf(zkHosts), chroot, timeout),
                cluster -> SolrIndexStore.client(cluster.zkHosts(), cluster.chroot(), cluster.timeout()));
        return SolrIndexStore.over(client, layout, storeKey, writerWait);
    }

    /** How many clients it holds: one per cluster reached. */
    public synchronized int clients() {
        return clients.size();
    }

    @Override
    public synchronized void close() {
        clients.forEach((cluster, client) -> SolrCalls.call(String.join(",", cluster.zkHosts()), () -> {
            client.close();
            return null;
        }));
        clients.clear();
    }

    private record Cluster(List<String> zkHosts, Optional<String> chroot, Duration timeout) {
    }
}
