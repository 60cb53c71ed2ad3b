package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUnavailableException.Reason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.Function;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.JdbiException;
import org.sqlite.SQLiteConfig;

/** One connection to a SQLite index file, which its note, lexical and vector indexes share. */
final class SqliteIndexFile implements AutoCloseable {

    /**
     * READ never creates or writes the file; WRITE creates it and migrates its schema; CHECK, under the writer lock,
     * reads a file of any schema version as it is, never writing it, so that a damaged file is set aside with the
     * bytes it had.
     */
    enum Access { READ, WRITE, CHECK }

    static final int BUSY_TIMEOUT_MILLIS = 30_000;

    private final Path file;
    private final Access access;
    private final Handle handle;
    private long ownWrites;

    private SqliteIndexFile(Path file, Access access, Handle handle) {
        this.file = file;
        this.access = access;
        this.handle = handle;
    }

    /** Opens the index; see {@link Access}. Throws the index exceptions of the application's out-ports. */
    static SqliteIndexFile open(Path file, Access access) {
        return open(file, access, BUSY_TIMEOUT_MILLIS);
    }

    static SqliteIndexFile open(Path file, Access access, int busyTimeoutMillis) {
        if (access != Access.WRITE && !Files.exists(file)) {
            throw new IndexMissingException("no index at " + file);
        }
        IndexHeader.of(file);
        if (access == Access.WRITE) {
            createParent(file);
        }
        Handle handle;
        try {
            handle = JdbiHandles.open(connect(file, access, busyTimeoutMillis));
        } catch (SQLException | JdbiException e) {
            throw SqliteFailures.translate(e, file);
        }
        try {
            Schema.prepare(handle, access, file);
        } catch (RuntimeException e) {
            handle.close();
            throw SqliteFailures.translate(e, file);
        }
        return new SqliteIndexFile(file, access, handle);
    }

    private static Connection connect(Path file, Access access, int busyTimeoutMillis) throws SQLException {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(busyTimeoutMillis);
        config.enforceForeignKeys(true);
        config.setReadOnly(access != Access.WRITE);
        Path absolute = file.toAbsolutePath();
        // A check of a file without a log reads it immutable, the whole database, and so creates no -wal or -shm
        // beside a file it may refuse and leave as it was; no writer can add a log meanwhile: it holds the lock.
        if (access == Access.CHECK && !hasLog(absolute) || access != Access.WRITE && ReadOnlyFolder.holds(absolute)) {
            return config.createConnection("jdbc:sqlite:" + ReadOnlyFolder.immutableUri(absolute));
        }
        return config.createConnection("jdbc:sqlite:" + absolute);
    }

    private static boolean hasLog(Path file) {
        return Files.exists(file.resolveSibling(file.getFileName() + "-wal"));
    }

    private static void createParent(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        try {
            if (parent != null) {
                Files.createDirectories(parent);
            }
        } catch (IOException e) {
            throw new IndexUnavailableException(Reason.UNUSABLE, "cannot create the folder of index " + file + ": " + e,
                    e);
        }
    }

    /** Runs a read on the connection, outside any transaction. */
    <T> T read(Function<Handle, T> work) {
        try {
            return work.apply(handle);
        } catch (JdbiException e) {
            throw SqliteFailures.translate(e, file);
        }
    }

    /** Runs a change in one write transaction; rolled back if {@code work} throws. */
    <T> T write(Function<Handle, T> work) {
        if (access != Access.WRITE) {
            throw new IllegalStateException("index " + file + " was opened for reading only");
        }
        try {
            T result = WriteTransaction.run(handle, work);
            ownWrites++;
            return result;
        } catch (JdbiException e) {
            throw SqliteFailures.translate(e, file);
        }
    }

    /**
     * Copies the write-ahead log into the file and empties it, so that no page image of what was just deleted is left
     * in the log: called after a removal has committed. A reader that holds an older state keeps the log from being
     * emptied; the busy timeout waits for it, and the next removal's checkpoint takes whatever is left.
     */
    void checkpoint() {
        read(h -> h.createQuery("PRAGMA wal_checkpoint(TRUNCATE)").mapToMap().list());
    }

    /** Which state of the file a cache was built from: this connection's commits and everyone else's. */
    record Version(long ownWrites, long dataVersion) {
    }

    /** Changes whenever anyone commits to the file, so that caches of it know when to reload. */
    Version version() {
        // PRAGMA data_version moves only with other connections' commits; the counter covers our own.
        return new Version(ownWrites, read(h -> h.createQuery("PRAGMA data_version").map(Columns.LONG).one()));
    }

    Handle handle() {
        return handle;
    }

    @Override
    public void close() {
        handle.close();
    }
}
