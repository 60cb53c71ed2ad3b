package dev.mempalace.bootstrap;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * Where the index is, as one of the {@link Stores} read it from {@code --index}: a SQLite file (the embedded
 * default), a store in a SolrCloud collection, ... Its text is what commands print as their {@code "index"}: the
 * file's path, or a service's URL with the store key and without anything secret. Equal locations are one index.
 */
public interface IndexLocation {

    /**
     * The location an {@code --index} value (or {@code MEMPALACE_INDEX}) names, a path resolved by {@code files}
     * when it is one; {@code storeVariable} is the store key {@code MEMPALACE_STORE} gives, if any. A malformed
     * value, or a service's without a store key, is an {@link IllegalArgumentException} whose message is one line
     * fit for the user.
     */
    static IndexLocation parse(String value, Function<String, Path> files, Optional<String> storeVariable) {
        return Stores.REGISTERED.accepting(value).parse(value, files, storeVariable, false);
    }

    /** Like {@link #parse}, except that it may name a service alone: for the bench, which keys stores of its own. */
    static IndexLocation parseCollection(String value, Function<String, Path> files, Optional<String> storeVariable) {
        return Stores.REGISTERED.accepting(value).parse(value, files, storeVariable, true);
    }

    /** The SQLite index file at {@code path}. */
    static IndexLocation file(Path path) {
        return new SqliteFile(path);
    }

    /** The index file, when the index is one. */
    Optional<Path> file();

    /** The kind of store that opens it. */
    StoreProvider provider();

    /**
     * The store {@code key} of the same service (the service alone, as printed, when {@code key} is empty), for a
     * kind of store that keeps many in one service; nothing for a kind that keeps one index per file.
     */
    default Optional<IndexLocation> keyed(Optional<String> key) {
        return Optional.empty();
    }
}
