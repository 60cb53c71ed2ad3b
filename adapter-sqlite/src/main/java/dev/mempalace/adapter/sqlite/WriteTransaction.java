package dev.mempalace.adapter.sqlite;

import java.util.function.Function;
import org.jdbi.v3.core.Handle;

/**
 * A write transaction begun with BEGIN IMMEDIATE, so that it waits out the busy timeout for the write lock up
 * front instead of failing midway. Issued as plain SQL because sqlite-jdbc, when the BEGIN of
 * {@code setAutoCommit(false)} fails with SQLITE_BUSY, is left believing a transaction is open.
 */
final class WriteTransaction {

    private WriteTransaction() {
    }

    static <T> T run(Handle handle, Function<Handle, T> work) {
        handle.execute("BEGIN IMMEDIATE");
        T result;
        try {
            result = work.apply(handle);
            handle.execute("COMMIT");
        } catch (RuntimeException e) {
            rollback(handle, e);
            throw e;
        }
        return result;
    }

    private static void rollback(Handle handle, RuntimeException cause) {
        try {
            handle.execute("ROLLBACK");
        } catch (RuntimeException e) {
            // SQLite may already have rolled back by itself (after SQLITE_FULL, for one).
            cause.addSuppressed(e);
        }
    }
}
