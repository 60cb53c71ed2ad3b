package dev.mempalace.adapter.solr;

import dev.mempalace.application.port.out.IndexUnavailableException;
import java.io.IOException;
import org.apache.solr.client.solrj.SolrServerException;
import org.apache.solr.common.SolrException;

/** Calls to Solr whose failures become the port's: Solr unreachable or refusing is an unusable index. */
final class SolrCalls {

    /** A call to Solr that may fail as SolrJ fails. */
    @FunctionalInterface
    interface Call<T> {
        T run() throws SolrServerException, IOException;
    }

    private SolrCalls() {
    }

    static <T> T call(String collection, Call<T> call) {
        try {
            return call.run();
        } catch (SolrServerException | IOException | SolrException e) {
            throw new IndexUnavailableException(IndexUnavailableException.Reason.UNUSABLE,
                    "SolrCloud collection " + collection + " cannot be used: " + e.getMessage(), e);
        }
    }
}
