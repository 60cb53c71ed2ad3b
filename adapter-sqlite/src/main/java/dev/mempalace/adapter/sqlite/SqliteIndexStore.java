package dev.mempalace.adapter.sqlite;

import dev.mempalace.adapter.sqlite.SqliteIndexFile.Access;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.VectorIndex;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.Objects;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongConsumer;

/**
 * The index in one SQLite file. Reads go through one read-only connection, opened on the first read and kept for
 * the life of the store, so that what it caches (the file list, the vectors in memory) serves every later request
 * until somebody commits; SQLite's WAL lets it read while another process writes. Each write session takes the
 * {@link WriterLock} and its own connection, which it closes with the session. The threads of a process take
 * turns on the read connection, a session at a time.
 */
public final class SqliteIndexStore implements IndexStore {

    /** How long a writer waits for another to finish before it gives up as busy. */
    public static final Duration WRITER_WAIT = Duration.ofSeconds(60);

    private final Path file;
    private final WriterLock writers;
    private final LongConsumer onVectorLoad;
    private final Clock clock = Clock.systemUTC();
    private final ReentrantLock reading = new ReentrantLock();
    private SqliteIndexFile reader;
    private Ports readPorts;

    private SqliteIndexStore(Path file, Duration writerWait, LongConsumer onVectorLoad) {
        this.file = file.toAbsolutePath().normalize();
        this.writers = new WriterLock(this.file, writerWait);
        this.onVectorLoad = Objects.requireNonNull(onVectorLoad, "onVectorLoad");
    }

    /** The store of the index file at {@code file}; nothing is opened until the first session. */
    public static SqliteIndexStore at(Path file) {
        return at(file, WRITER_WAIT, nanos -> { });
    }

    /**
     * The same, waiting {@code writerWait} for another writer, and telling {@code onVectorLoad} how many nanoseconds
     * each load of the vectors into memory took.
     */
    public static SqliteIndexStore at(Path file, Duration writerWait, LongConsumer onVectorLoad) {
        return new SqliteIndexStore(file, writerWait, onVectorLoad);
    }

    @Override
    public IndexSession read() {
        reading.lock();
        try {
            if (reader == null) {
                SqliteIndexFile opened = SqliteIndexFile.open(file, Access.READ);
                readPorts = new Ports(opened, onVectorLoad);
                reader = opened;
            }
            return new Session(readPorts, reading::unlock);
        } catch (RuntimeException e) {
            reading.unlock();
            throw e;
        }
    }

    @Override
    public IndexSession write(String purpose) {
        WriterLock.Held held = writers.acquire(purpose);
        try {
            SqliteIndexFile writer = SqliteIndexFile.open(file, Access.WRITE);
            return new Session(new Ports(writer, onVectorLoad), () -> {
                try {
                    writer.close();
                } finally {
                    held.close();
                }
            });
        } catch (RuntimeException e) {
            held.close();
            throw e;
        }
    }

    /** The index file's size, without a WAL beside it; none yet is 0 bytes. */
    @Override
    public long bytes() {
        try {
            return Files.isRegularFile(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the size of " + file, e);
        }
    }

    @Override
    public void verify() {
        IndexSession session = read();
        try {
            Integrity.check(reader, file);
        } finally {
            session.close();
        }
    }

    /** Under the writer lock; this store's own reader lets go of the file first, and reopens whatever is there. */
    @Override
    public Optional<String> setAsideIfCorrupt() {
        WriterLock.Held held = writers.acquire("integrity check");
        try {
            close();
            return Integrity.setAsideIfDamaged(file, clock).map(Path::toString);
        } finally {
            held.close();
        }
    }

    @Override
    public void close() {
        reading.lock();
        try {
            if (reader != null) {
                reader.close();
                reader = null;
                readPorts = null;
            }
        } finally {
            reading.unlock();
        }
    }

    /** The three index ports over one connection. */
    private record Ports(NoteIndex notes, LexicalIndex lexical, VectorIndex vectors) {
        Ports(SqliteIndexFile file, LongConsumer onVectorLoad) {
            this(new SqliteNoteIndex(file), new SqliteLexicalIndex(file), new SqliteVectorIndex(file, onVectorLoad));
        }
    }

    private static final class Session implements IndexSession {

        private final Ports ports;
        private final Runnable release;
        private boolean closed;

        Session(Ports ports, Runnable release) {
            this.ports = ports;
            this.release = release;
        }

        @Override
        public NoteIndex notes() {
            return ports.notes();
        }

        @Override
        public LexicalIndex lexical() {
            return ports.lexical();
        }

        @Override
        public VectorIndex vectors() {
            return ports.vectors();
        }

        @Override
        public void close() {
            if (!closed) {
                closed = true;
                release.run();
            }
        }
    }
}
