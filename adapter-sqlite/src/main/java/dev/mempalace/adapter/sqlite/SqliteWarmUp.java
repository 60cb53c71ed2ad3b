package dev.mempalace.adapter.sqlite;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import org.jdbi.v3.core.Handle;
import org.sqlite.SQLiteConfig;

/**
 * What the first index open of a process pays before it reads a byte of the file: the driver's classes and its
 * native library loaded, Jdbi's classes and configuration set up, a first connection and statement. Done over an
 * in-memory database, it touches no index and writes nothing, so that a command can have it done on a thread of its
 * own while it still reads its arguments.
 */
public final class SqliteWarmUp {

    private SqliteWarmUp() {
    }

    /**
     * Loads the driver from the library cached under {@code nativeCache} ({@link SqliteNativeLibrary}) and runs one
     * statement, as an index open would. A failure is left for the index open to report.
     */
    public static void run(Path nativeCache) {
        // Jdbi's set-up needs no connection: it runs on a thread of its own while this one loads the driver and opens
        // a connection, which sets up sqlite-jdbc's date formats and the locale data under them. The two touch no
        // code in common, and this thread waits for the other before its own first Jdbi handle.
        Thread jdbi = new Thread(SqliteWarmUp::prepareJdbi, "mempalace-jdbi-warm-up");
        jdbi.setDaemon(true);
        jdbi.start();
        SqliteNativeLibrary.cacheIn(nativeCache);
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(SqliteIndexFile.BUSY_TIMEOUT_MILLIS);
        config.enforceForeignKeys(true);
        try (Connection connection = config.createConnection("jdbc:sqlite::memory:")) {
            await(jdbi);
            try (Handle handle = JdbiHandles.open(connection)) {
                handle.createQuery("PRAGMA user_version").map(Columns.INT).one();
            }
        } catch (SQLException | RuntimeException e) {
            // Nothing was opened that matters: the index's own open meets the same failure and says what it is.
        }
    }

    /** An interrupted wait goes on at once, keeping the interrupt: the warm-up is only ever a head start. */
    private static void await(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void prepareJdbi() {
        try {
            JdbiHandles.prepare();
        } catch (RuntimeException e) {
            // Left for the index's own open, as above.
        }
    }
}
