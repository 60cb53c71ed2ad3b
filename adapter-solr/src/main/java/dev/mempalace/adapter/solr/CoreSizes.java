package dev.mempalace.adapter.solr;

import static dev.mempalace.adapter.solr.SolrCalls.read;

import org.apache.solr.client.solrj.impl.CloudHttp2SolrClient;
import org.apache.solr.client.solrj.impl.CloudSolrClient;
import org.apache.solr.client.solrj.request.CoreAdminRequest;
import org.apache.solr.common.cloud.DocCollection;
import org.apache.solr.common.cloud.Replica;
import org.apache.solr.common.cloud.Slice;
import org.apache.solr.common.util.NamedList;

/** Asks each node holding a replica of the collection for its core's index status (the CoreAdmin STATUS call). */
final class CoreSizes {

    private CoreSizes() {
    }

    static CollectionSize of(CloudSolrClient client, String name) {
        if (!(client instanceof CloudHttp2SolrClient cloud)) {
            throw new UnsupportedOperationException("core sizes need an HTTP/2 SolrCloud client");
        }
        return read(name, () -> {
            DocCollection state = client.getClusterStateProvider().getCollection(name);
            int cores = 0;
            long bytes = 0;
            long documents = 0;
            long withDeleted = 0;
            for (Slice slice : state.getSlices()) {
                for (Replica replica : slice.getReplicas()) {
                    String core = replica.getCoreName();
                    NamedList<Object> status = cloud.getHttpClient().requestWithBaseUrl(replica.getBaseUrl(),
                            node -> CoreAdminRequest.getStatus(core, node)).getCoreStatus(core);
                    NamedList<?> index = (NamedList<?>) status.get("index");
                    cores++;
                    bytes += number(index, "sizeInBytes");
                    documents += number(index, "numDocs");
                    withDeleted += number(index, "maxDoc");
                }
            }
            return new CollectionSize(name, cores, bytes, documents, withDeleted);
        });
    }

    private static long number(NamedList<?> index, String key) {
        return ((Number) index.get(key)).longValue();
    }
}
