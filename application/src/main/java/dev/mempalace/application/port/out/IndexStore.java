package dev.mempalace.application.port.out;

import java.util.Optional;

/**
 * The index as a whole. Read sessions may be open at any time, in any number of processes; a write session is
 * held by one writer at a time across every process that uses the index, and waits a bounded time for it.
 * A store lives as long as its process needs it; each request opens a session and closes it when done.
 */
public interface IndexStore extends AutoCloseable {

    /**
     * A session for reading, which sees every write committed before each of its requests. Throws {@link
     * IndexMissingException} when no index exists yet and {@link IndexUnavailableException} when it can't be read.
     */
    IndexSession read();

    /**
     * The one write session: waits while another writer, in this process or another, holds it, and after the
     * bounded wait throws {@link IndexLockedException} naming the holder. Creates the index when it is missing.
     *
     * @param purpose what the writer does (such as "ingest"), shown to whoever waits for it
     */
    IndexSession write(String purpose);

    /**
     * The bytes the index takes where this store keeps it apart from any other (a SQLite file's); 0 when there is
     * none yet, or when it shares its place with other stores and has no bytes of its own (a SolrCloud store).
     */
    long bytes();

    /**
     * A cheap check of the whole index for damage, as a reader: throws {@link IndexUnavailableException} with reason
     * CORRUPT when it finds some, {@link IndexMissingException} when there is no index.
     */
    void verify();

    /**
     * A thorough check, as the writer, and repair when damaged: a damaged index is set aside (never deleted), so that
     * the next write session starts a new one; returns where it went, or nothing when the index is sound, missing,
     * or one whose service repairs itself (SolrCloud's replicas). Throws {@link IndexUnavailableException} for a
     * damaged index it cannot show to be one of its own.
     */
    Optional<String> setAsideIfCorrupt();

    @Override
    void close();
}
