package dev.mempalace.application.port.out;

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

    @Override
    void close();
}
