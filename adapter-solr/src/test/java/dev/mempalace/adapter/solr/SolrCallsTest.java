package dev.mempalace.adapter.solr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.IndexUnavailableException;
import java.io.IOException;
import java.net.ConnectException;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.solr.client.solrj.SolrServerException;
import org.apache.solr.client.solrj.impl.BaseHttpSolrClient;
import org.apache.solr.common.SolrException;
import org.junit.jupiter.api.Test;

/** A refused connection is tried again a bounded number of times; any other failure is the port's at once. */
class SolrCallsTest {

    private final AtomicInteger tries = new AtomicInteger();

    @Test
    void aRefusedConnectionIsTriedAgainUntilItAnswers() {
        String answer = SolrCalls.call("c", () -> {
            if (tries.incrementAndGet() < 3) {
                throw new SolrServerException(new IOException(new ConnectException("Connection refused")));
            }
            return "answered";
        }, false, 1);

        assertEquals("answered", answer);
        assertEquals(3, tries.get());
    }

    @Test
    void aConnectionRefusedEveryTimeFailsAfterTheLastTry() {
        IndexUnavailableException failure = assertThrows(IndexUnavailableException.class, () -> SolrCalls.call("c",
                () -> {
                    tries.incrementAndGet();
                    throw new IOException(new ConnectException("Connection refused"));
                }, false, 1));

        assertEquals(SolrCalls.ATTEMPTS, tries.get());
        assertTrue(failure.getMessage().startsWith("SolrCloud collection c cannot be used: "), failure::getMessage);
    }

    @Test
    void aWriteWhoseAnswerWasLostIsNotTriedAgain() {
        assertThrows(IndexUnavailableException.class, () -> SolrCalls.call("c", () -> {
            tries.incrementAndGet();
            throw new SolrServerException("parsing error");
        }, false, 1));

        assertEquals(1, tries.get());
    }

    @Test
    void aReadWhoseAnswerWasLostOrFailedOnANodeIsTriedAgain() {
        String answer = SolrCalls.call("c", () -> {
            if (tries.incrementAndGet() == 1) {
                throw new SolrServerException("parsing error");
            }
            if (tries.get() == 2) {
                throw new SolrException(SolrException.ErrorCode.SERVICE_UNAVAILABLE, "no servers hosting shard");
            }
            return "answered";
        }, true, 1);

        assertEquals("answered", answer);
        assertEquals(3, tries.get());
    }

    /** As SolrJ reports an answer cut off mid-way: its parser's failure, under the answer's own status. */
    @Test
    void aReadWhoseAnswerCouldNotBeParsedIsTriedAgain() {
        String answer = SolrCalls.call("c", () -> {
            if (tries.incrementAndGet() == 1) {
                throw new BaseHttpSolrClient.RemoteSolrException("http://127.0.0.1:8983/solr/c_shard1_replica_n1", 200,
                        "parsing error", new SolrException(SolrException.ErrorCode.SERVER_ERROR, "parsing error"));
            }
            return "answered";
        }, true, 1);

        assertEquals("answered", answer);
        assertEquals(2, tries.get());
    }

    @Test
    void aReadSolrRefusesAsBadIsNotTriedAgain() {
        assertThrows(IndexUnavailableException.class, () -> SolrCalls.call("c", () -> {
            tries.incrementAndGet();
            throw new SolrException(SolrException.ErrorCode.BAD_REQUEST, "undefined field");
        }, true, 1));

        assertEquals(1, tries.get());
    }
}
