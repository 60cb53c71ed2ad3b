package dev.mempalace.adapter.solr;

import static dev.mempalace.adapter.solr.SolrCalls.call;

import dev.mempalace.application.port.out.IndexUnavailableException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.solr.client.solrj.impl.CloudSolrClient;
import org.apache.solr.client.solrj.impl.ZkClientClusterStateProvider;
import org.apache.solr.client.solrj.request.CollectionAdminRequest;
import org.apache.solr.client.solrj.request.schema.SchemaRequest;
import org.apache.solr.common.cloud.SolrZkClient;
import org.apache.zookeeper.KeeperException;

/**
 * How a {@link SolrCollection} comes to be and is trusted: created with MemPalace's own configset when missing, and
 * refused when its schema is another version's.
 */
final class CollectionSetup {

    private static final String CONFIGSET = SolrCollection.SCHEMA_NAME;
    private static final List<String> CONFIG_FILES = List.of("managed-schema.xml", "solrconfig.xml");
    private static final long CREATE_WAIT_SECONDS = 120;

    private final CloudSolrClient client;
    private final String name;
    private final int shards;
    private final int replicas;
    private volatile boolean checked;

    CollectionSetup(CloudSolrClient client, String name, int shards, int replicas) {
        this.client = client;
        this.name = name;
        this.shards = shards;
        this.replicas = replicas;
    }

    /** Whether the collection exists, checked to be MemPalace's of this schema version the first time. */
    boolean exists() {
        if (checked) {
            return true;
        }
        boolean exists = call(name, () -> client.getClusterStateProvider().getState(name) != null);
        if (exists) {
            checkSchema();
        }
        return exists;
    }

    /** Creates the collection (and uploads the configset) unless it exists. */
    void create() {
        if (exists()) {
            return;
        }
        call(name, () -> {
            uploadConfigset();
            CollectionAdminRequest.Create create = CollectionAdminRequest.createCollection(name, CONFIGSET, shards,
                    replicas);
            try {
                create.process(client);
            } catch (RuntimeException e) {
                // Another store may have created it meanwhile; if not, the wait below says so.
                if (client.getClusterStateProvider().getState(name) == null) {
                    throw e;
                }
            }
            awaitActive();
            return null;
        });
        checkSchema();
    }

    private void uploadConfigset() throws IOException {
        SolrZkClient zk = ZkClientClusterStateProvider.from(client).getZkStateReader().getZkClient();
        try {
            for (String file : CONFIG_FILES) {
                String path = "/configs/" + CONFIGSET + "/" + file;
                if (!zk.exists(path, true)) {
                    try {
                        zk.makePath(path, resource(file), true);
                    } catch (KeeperException.NodeExistsException e) {
                        // Another store uploaded the same file meanwhile.
                    }
                }
            }
        } catch (KeeperException e) {
            throw new IOException("the configset cannot be uploaded to ZooKeeper: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while uploading the configset", e);
        }
    }

    private static byte[] resource(String file) {
        try (InputStream in = CollectionSetup.class.getResourceAsStream("configset/" + file)) {
            if (in == null) {
                throw new IllegalStateException("the configset file " + file + " is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void awaitActive() throws IOException {
        try {
            ZkClientClusterStateProvider.from(client).getZkStateReader().waitForState(name, CREATE_WAIT_SECONDS,
                    TimeUnit.SECONDS, (live, state) -> state != null && state.getSlices().stream().allMatch(
                            slice -> slice.getLeader() != null
                                    && slice.getReplicas().stream().allMatch(r -> r.isActive(live))));
        } catch (TimeoutException e) {
            throw new IOException("the collection's replicas did not become active in time", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting for the collection", e);
        }
    }

    private void checkSchema() {
        String schema = call(name, () -> new SchemaRequest.SchemaName().process(client, name).getSchemaName());
        if (!SolrCollection.SCHEMA_NAME.equals(schema)) {
            throw new IndexUnavailableException(reason(schema), "SolrCloud collection " + name + " has schema "
                    + schema + ", not MemPalace's " + SolrCollection.SCHEMA_NAME + "; it is left as it is");
        }
        checked = true;
    }

    private static IndexUnavailableException.Reason reason(String schema) {
        if (schema == null || !schema.startsWith("mempalace-")) {
            return IndexUnavailableException.Reason.FOREIGN;
        }
        try {
            return Integer.parseInt(schema.substring("mempalace-".length())) > SolrCollection.SCHEMA_VERSION
                    ? IndexUnavailableException.Reason.NEWER : IndexUnavailableException.Reason.OUTDATED;
        } catch (NumberFormatException e) {
            return IndexUnavailableException.Reason.FOREIGN;
        }
    }
}
