package dev.mempalace.adapter.solr;

import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.VectorIndex;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import org.apache.solr.client.solrj.impl.CloudHttp2SolrClient;
import org.apache.solr.client.solrj.impl.CloudSolrClient;
import org.apache.solr.client.solrj.impl.Http2SolrClient;
import org.apache.solr.common.SolrInputDocument;

/**
 * The index in a SolrCloud collection, shared by any number of stores: each store's documents carry its key (the
 * {@code store} field, and the compositeId prefix {@code key!} that keeps them on one shard), and every query is
 * filtered by it, so a store never sees another's chunks. The first write session creates the collection, with
 * MemPalace's configset, when it is missing; a collection of another schema version is refused, never changed.
 * Writers on any machine take turns through the store's lease ({@link SolrLease}). The store's note list is kept for
 * the store's life and read again only when another version of it is in Solr ({@link NoteFiles}), so that a
 * long-lived process does not read every note before each search.
 */
public final class SolrIndexStore implements IndexStore {

    /** How long a writer waits for another by default. */
    public static final Duration WRITER_WAIT = Duration.ofSeconds(60);
    private static final Pattern STORE_KEY = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    private final CloudSolrClient client;
    private final boolean ownsClient;
    private final SolrCollection collection;
    private final String storeKey;
    private final NoteFiles noteFiles;
    private final Duration writerWait;
    private final Clock clock;
    /** Whether the store's marker was seen: no store is ever removed from its collection, so it is asked once. */
    private volatile boolean seen;

    private SolrIndexStore(CloudSolrClient client, boolean ownsClient, Layout layout, String storeKey,
            Duration writerWait, Clock clock) {
        if (!STORE_KEY.matcher(storeKey).matches()) {
            throw new IllegalArgumentException("a store key is 1 to 64 letters, digits, '_', '.' or '-': "
                    + storeKey);
        }
        this.client = client;
        this.ownsClient = ownsClient;
        this.collection = new SolrCollection(client, layout.collection(), layout.shards(), layout.replicas());
        this.storeKey = storeKey;
        this.noteFiles = new NoteFiles(collection, storeKey);
        this.writerWait = Objects.requireNonNull(writerWait, "writerWait");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** Where a store lives: its collection, and the shards and replicas the collection gets if it is created. */
    public record Layout(String collection, int shards, int replicas) {

        public Layout {
            Objects.requireNonNull(collection, "collection");
            if (shards < 1 || replicas < 1) {
                throw new IllegalArgumentException("a collection needs shards and replicas >= 1");
            }
        }
    }

    /**
     * A store over its own client of the cluster whose ZooKeeper hosts (and chroot) are given, giving up on a
     * ZooKeeper or Solr node that does not connect (or a ZooKeeper session that does not answer) within {@code
     * timeout}, so that an unreachable cluster fails in bounded time.
     */
    public static SolrIndexStore connect(List<String> zkHosts, Optional<String> chroot, Layout layout,
            String storeKey, Duration writerWait, Duration timeout) {
        return new SolrIndexStore(client(zkHosts, chroot, timeout), true, layout, storeKey, writerWait,
                Clock.systemUTC());
    }

    /** A client of the cluster, bounded by {@code timeout} as {@link #connect} says. */
    static CloudSolrClient client(List<String> zkHosts, Optional<String> chroot, Duration timeout) {
        int millis = Math.toIntExact(timeout.toMillis());
        return new CloudHttp2SolrClient.Builder(zkHosts, chroot)
                .withZkConnectTimeout(millis, TimeUnit.MILLISECONDS)
                .withZkClientTimeout(millis, TimeUnit.MILLISECONDS)
                .withHttpClientBuilder(new Http2SolrClient.Builder().withConnectionTimeout(millis,
                        TimeUnit.MILLISECONDS))
                .build();
    }

    /** A store over a client its caller keeps (and closes). */
    public static SolrIndexStore over(CloudSolrClient client, Layout layout, String storeKey, Duration writerWait) {
        return over(client, layout, storeKey, writerWait, Clock.systemUTC());
    }

    /** A store whose leases are timed by the given clock. */
    static SolrIndexStore over(CloudSolrClient client, Layout layout, String storeKey, Duration writerWait,
            Clock clock) {
        return new SolrIndexStore(client, false, layout, storeKey, writerWait, clock);
    }

    /**
     * A read session, once the store is known to exist: its marker is looked up until it is found, then never again,
     * since MemPalace removes no store from a collection (as the collection's existence and schema are checked once).
     */
    @Override
    public IndexSession read() {
        if (!seen) {
            if (!collection.exists() || collection.get(ChunkDocs.storeId(storeKey)) == null) {
                throw new IndexMissingException("no index of store " + storeKey + " in SolrCloud collection "
                        + collection.name());
            }
            seen = true;
        }
        return new Session(null);
    }

    @Override
    public IndexSession write(String purpose) {
        collection.create();
        SolrLease lease = SolrLease.take(collection, storeKey, purpose, writerWait, clock);
        try {
            if (collection.get(ChunkDocs.storeId(storeKey)) == null) {
                // Readers look the marker up by real-time get, which needs no commit.
                SolrInputDocument marker = ChunkDocs.marker(storeKey);
                marker.setField("_version_", -1L);
                collection.writeIfUnchanged(marker);
            }
            return new Session(lease);
        } catch (RuntimeException e) {
            lease.release();
            throw e;
        }
    }

    /** A store's share of a collection is not on disk apart from the other stores': none of it is counted. */
    @Override
    public long bytes() {
        return 0;
    }

    @Override
    public void verify() {
        read().close();
    }

    /** The whole collection's index on disk (every store in it), as its cores report it. */
    public CollectionSize collectionSize() {
        return CoreSizes.of(client, collection.name());
    }

    /** Solr keeps its own indexes whole (replicas recover from their leader): there is no file to set aside. */
    @Override
    public Optional<String> setAsideIfCorrupt() {
        return Optional.empty();
    }

    @Override
    public void close() {
        if (ownsClient) {
            SolrCalls.call(collection.name(), () -> {
                client.close();
                return null;
            });
        }
    }

    /** A session: a write session holds the store's lease until it closes, and renews it with every write. */
    private final class Session implements IndexSession {

        private final SolrLease lease;
        private final AtomicBoolean open = new AtomicBoolean(true);
        private final NoteIndex notes;
        private final LexicalIndex lexical;
        private final VectorIndex vectors;

        Session(SolrLease lease) {
            this.lease = lease;
            Runnable writeCheck = this::checkWritable;
            this.notes = new SolrNoteIndex(collection, storeKey, noteFiles, writeCheck);
            this.lexical = new SolrLexicalIndex(collection, storeKey);
            this.vectors = new SolrVectorIndex(collection, storeKey, writeCheck);
        }

        private void checkWritable() {
            if (lease == null) {
                throw new IllegalStateException("a read session cannot write");
            }
            if (!open.get()) {
                throw new IllegalStateException("the write session is closed");
            }
            lease.renew();
        }

        @Override
        public NoteIndex notes() {
            return notes;
        }

        @Override
        public LexicalIndex lexical() {
            return lexical;
        }

        @Override
        public VectorIndex vectors() {
            return vectors;
        }

        /** Both legs are requests over one thread-safe client. */
        @Override
        public boolean concurrentLegs() {
            return true;
        }

        @Override
        public void close() {
            if (open.compareAndSet(true, false) && lease != null) {
                lease.release();
            }
        }
    }
}
