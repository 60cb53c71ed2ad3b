package dev.mempalace.adapter.solr;

import dev.mempalace.application.port.out.IndexUnavailableException;
import java.io.IOException;
import java.net.ConnectException;
import org.apache.solr.client.solrj.SolrServerException;
import org.apache.solr.common.SolrException;

/**
 * Calls to Solr whose failures become the port's: Solr unreachable or refusing is an unusable index. A call whose
 * connection was refused (a node just stopped, before the cluster state says so or a new shard leader is elected)
 * never reached Solr, so it is tried again, a bounded number of times, before it counts as a failure; a read is
 * also tried again when its answer was lost on the way (a node stopping mid-answer) or a node failed it (5xx), since
 * reading twice changes nothing. A request Solr refuses as bad (4xx) is never tried again.
 */
final class SolrCalls {

    /** Tries in all, the waits between them growing by this much each time: 1, 2, 3 s, 6 s at most. */
    static final int ATTEMPTS = 4;
    private static final long BACKOFF_MILLIS = 1000;

    /** A call to Solr that may fail as SolrJ fails. */
    @FunctionalInterface
    interface Call<T> {
        T run() throws SolrServerException, IOException;
    }

    private SolrCalls() {
    }

    /** A call that may change the index: tried again only when its connection was refused. */
    static <T> T call(String collection, Call<T> call) {
        return call(collection, call, false, BACKOFF_MILLIS);
    }

    /** A call that only reads: tried again also when its answer was lost or a node failed it. */
    static <T> T read(String collection, Call<T> call) {
        return call(collection, call, true, BACKOFF_MILLIS);
    }

    /** The same, waiting {@code backoffMillis} times the attempt's number between tries. */
    static <T> T call(String collection, Call<T> call, boolean reading, long backoffMillis) {
        for (int attempt = 1; ; attempt++) {
            try {
                return call.run();
            } catch (SolrServerException | IOException | SolrException e) {
                boolean again = refused(e) || reading && !refusedAsBad(e);
                if (attempt == ATTEMPTS || !again || !waited(attempt * backoffMillis)) {
                    throw new IndexUnavailableException(IndexUnavailableException.Reason.UNUSABLE,
                            "SolrCloud collection " + collection + " cannot be used: " + e.getMessage(), e);
                }
            }
        }
    }

    /**
     * Whether Solr answered that the request is bad (4xx). Not every {@link SolrException} below 500 is: SolrJ reports
     * an answer it could not parse (a node stopping mid-answer) with the answer's own status, 200.
     */
    private static boolean refusedAsBad(Exception failure) {
        return failure instanceof SolrException solr && solr.code() >= 400 && solr.code() < 500;
    }

    /** Whether the request failed because a node refused the connection, so it was never received. */
    static boolean refused(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof ConnectException) {
                return true;
            }
        }
        return false;
    }

    private static boolean waited(long millis) {
        try {
            Thread.sleep(millis);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
