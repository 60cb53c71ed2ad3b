package dev.mempalace.adapter.solr;

import dev.mempalace.application.port.out.IndexLockedException;
import java.lang.management.ManagementFactory;
import java.time.Clock;
import java.time.Duration;
import org.apache.solr.common.SolrDocument;
import org.apache.solr.common.SolrInputDocument;

/**
 * The write session of one store as a lease kept in Solr itself, so that writers on many machines take turns: one
 * document per store holding the holder, an expiry and a fencing token, changed only under optimistic concurrency
 * ({@code _version_}). Taking the lease (free, released or expired) raises the token; every write first renews the
 * lease under its version, so a writer whose lease expired and was taken fails before it writes anything.
 */
final class SolrLease {

    /** How long a lease lasts without a write: a dead writer's lease is free again after this. */
    static final Duration TERM = Duration.ofSeconds(60);
    private static final long POLL_MILLIS = 20;
    private static final String HOLDER = "holder";
    private static final String EXPIRES = "expires";
    private static final String TOKEN = "token";

    private final SolrCollection collection;
    private final String id;
    private final String storeKey;
    private final String holder;
    private final long token;
    private final Clock clock;

    private SolrLease(SolrCollection collection, String storeKey, String holder, long token, Clock clock) {
        this.collection = collection;
        this.id = ChunkDocs.leaseId(storeKey);
        this.storeKey = storeKey;
        this.holder = holder;
        this.token = token;
        this.clock = clock;
    }

    /** Takes the store's lease within the wait, or throws {@link IndexLockedException} naming its holder. */
    static SolrLease take(SolrCollection collection, String storeKey, String purpose, Duration wait, Clock clock) {
        String holder = purpose + " (process " + ManagementFactory.getRuntimeMXBean().getName() + ")";
        long deadline = clock.millis() + wait.toMillis();
        while (true) {
            SolrDocument lease = collection.get(ChunkDocs.leaseId(storeKey));
            long now = clock.millis();
            if (lease == null || free(lease, now)) {
                long token = lease == null ? 1 : number(lease, TOKEN) + 1;
                if (collection.writeIfUnchanged(doc(storeKey, holder, now + TERM.toMillis(), token,
                        lease == null ? -1 : number(lease, "_version_")))) {
                    return new SolrLease(collection, storeKey, holder, token, clock);
                }
            } else if (now >= deadline) {
                throw new IndexLockedException("the index of store " + storeKey + " is being written by "
                        + lease.getFirstValue(HOLDER) + " (waited " + wait.toMillis() + " ms)");
            }
            pause();
        }
    }

    /** Checks that the lease is still this writer's and renews it; throws {@link IndexLockedException} if not. */
    void renew() {
        SolrDocument lease = collection.get(id);
        if (lease == null || number(lease, TOKEN) != token || !collection.writeIfUnchanged(doc(storeKey, holder,
                clock.millis() + TERM.toMillis(), token, number(lease, "_version_")))) {
            throw new IndexLockedException("the write lease of store " + storeKey + " (token " + token
                    + ") expired and was taken by " + (lease == null ? "nobody" : lease.getFirstValue(HOLDER))
                    + "; nothing more was written");
        }
    }

    /** Gives the lease back (it expires now, naming its last holder), unless another writer took it meanwhile. */
    void release() {
        SolrDocument lease = collection.get(id);
        if (lease != null && number(lease, TOKEN) == token) {
            collection.writeIfUnchanged(doc(storeKey, holder, 0, token, number(lease, "_version_")));
        }
    }

    private static boolean free(SolrDocument lease, long now) {
        return number(lease, EXPIRES) <= now;
    }

    private static SolrInputDocument doc(String storeKey, String holder, long expires, long token, long version) {
        SolrInputDocument doc = ChunkDocs.lease(storeKey);
        doc.setField(HOLDER, holder);
        doc.setField(EXPIRES, expires);
        doc.setField(TOKEN, token);
        doc.setField("_version_", version);
        return doc;
    }

    private static long number(SolrDocument doc, String field) {
        return ((Number) doc.getFirstValue(field)).longValue();
    }

    private static void pause() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IndexLockedException("interrupted while waiting for the write lease");
        }
    }
}
