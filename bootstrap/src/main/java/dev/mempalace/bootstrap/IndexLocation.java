package dev.mempalace.bootstrap;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Where the index is: a SQLite file (the embedded default) or a store in a SolrCloud collection, named by a
 * {@code solr://} URL ({@link SolrUrl} reads it). Its text is what commands print as their {@code "index"}: the
 * file's path, or the URL with the store key and without anything secret.
 */
public sealed interface IndexLocation permits IndexLocation.SqliteFile, IndexLocation.SolrCloud {

    /** The scheme that makes an {@code --index} value a SolrCloud location rather than a file path. */
    String SOLR_SCHEME = "solr:";

    /**
     * The location an {@code --index} value (or {@code MEMPALACE_INDEX}) names: a {@code solr:} URL, or a file path
     * resolved by {@code files}; {@code storeVariable} is the store key {@code MEMPALACE_STORE} gives, if any. A
     * malformed URL, or one whose store key neither it nor {@code storeVariable} gives, is an
     * {@link IllegalArgumentException} whose message is one line fit for the user.
     */
    static IndexLocation parse(String value, Function<String, Path> files, Optional<String> storeVariable) {
        IndexLocation location = parseCollection(value, files, storeVariable);
        if (location instanceof SolrCloud solr && solr.store().isEmpty()) {
            throw new IllegalArgumentException(SolrCloud.STORE_NEEDED);
        }
        return location;
    }

    /**
     * Like {@link #parse}, except that a {@code solr:} URL may name its collection alone: for the bench, which keeps
     * its index in stores of its own.
     */
    static IndexLocation parseCollection(String value, Function<String, Path> files, Optional<String> storeVariable) {
        if (namesSolr(value)) {
            return SolrUrl.parse(value, storeVariable);
        }
        return new SqliteFile(files.apply(value));
    }

    /** Whether an {@code --index} value names a SolrCloud location (its scheme, in any case) rather than a file. */
    static boolean namesSolr(String value) {
        return value.regionMatches(true, 0, SOLR_SCHEME, 0, SOLR_SCHEME.length());
    }

    /** The index file, when the index is one. */
    Optional<Path> file();

    /** A SQLite index file. */
    record SqliteFile(Path path) implements IndexLocation {

        public SqliteFile {
            path = path.toAbsolutePath().normalize();
        }

        @Override
        public Optional<Path> file() {
            return Optional.of(path);
        }

        @Override
        public String toString() {
            return path.toString();
        }
    }

    /**
     * A store in a SolrCloud collection: the cluster's ZooKeeper hosts and chroot, the collection and the layout
     * it gets if MemPalace creates it, the store key (empty names the collection alone, which no store is opened
     * over) and how long to wait for ZooKeeper and Solr before the index counts as unavailable. The key is never a
     * default: two unrelated workspaces would share a store on a shared cluster, each ingest removing the other's
     * notes.
     */
    record SolrCloud(List<String> zkHosts, Optional<String> chroot, String collection, int shards, int replicas,
            Optional<String> store, Duration timeout) implements IndexLocation {

        /** Why a SolrCloud index without a store key is refused, and the remedy: one line fit for the user. */
        static final String STORE_NEEDED = "a SolrCloud index needs a store key: add ?store=NAME to the URL "
                + "or set MEMPALACE_STORE";

        public SolrCloud {
            zkHosts = List.copyOf(zkHosts);
            Objects.requireNonNull(chroot, "chroot");
            Objects.requireNonNull(collection, "collection");
            Objects.requireNonNull(store, "store");
            Objects.requireNonNull(timeout, "timeout");
        }

        /** The same collection's store {@code key}; empty names the collection alone, as printed. */
        public SolrCloud withStore(Optional<String> key) {
            return new SolrCloud(zkHosts, chroot, collection, shards, replicas, key, timeout);
        }

        @Override
        public Optional<Path> file() {
            return Optional.empty();
        }

        @Override
        public String toString() {
            return "solr://" + String.join(",", zkHosts) + chroot.orElse("") + "/" + collection
                    + store.map(key -> "?store=" + key).orElse("");
        }
    }
}
