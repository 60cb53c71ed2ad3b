package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.IndexStore;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongConsumer;

/**
 * One kind of index store, chosen by the {@code --index} value it accepts, as a JDBC driver is by its URL: it parses
 * the value into a location, opens a store there (one of its own for a short-lived process, or over clients shared
 * by a long-lived one) and loads ahead what its first open costs. Each is registered once, in {@link Stores}.
 */
public interface StoreProvider {

    /** The kind's short name, as reports print it ({@code sqlite}, {@code solr}). */
    String name();

    /** Whether {@code value} names a store of this kind; the last provider registered takes every other value. */
    boolean accepts(String value);

    /**
     * The location {@code value} names: a path resolved by {@code files}, or a store in a service, whose key is the
     * value's or else {@code storeVariable}'s; {@code serviceAlone} lets it name the service without a store (the
     * bench keys its own). A malformed value is an {@link IllegalArgumentException} whose message is one line fit
     * for the user.
     */
    IndexLocation parse(String value, Function<String, Path> files, Optional<String> storeVariable,
            boolean serviceAlone);

    /**
     * A store of its own at {@code location} (one of this provider's), for a short-lived process: native libraries
     * it needs are kept under {@code cache}, and each load of its vectors reports its nanoseconds to
     * {@code vectorLoads} where the store measures them.
     */
    IndexStore open(IndexLocation location, Path cache, LongConsumer vectorLoads);

    /** The bytes the index at {@code location} (one of this provider's) takes where it is kept, and what they cover. */
    StoreSize size(IndexLocation location);

    /** What a long-lived process shares among its stores of this kind (clients of a cluster), made at first use. */
    Shared shared();

    /**
     * Loads, before any index is opened and without touching one, what the first open of a store of this kind costs
     * a process; nothing by default.
     */
    default Optional<Runnable> warmUp(Path cache) {
        return Optional.empty();
    }

    /** The stores of one kind a long-lived process holds open over what they share; closing it closes what it made. */
    interface Shared extends AutoCloseable {

        /** A store at {@code location}, over what is shared. */
        IndexStore open(IndexLocation location, Path cache);

        @Override
        void close();
    }
}
