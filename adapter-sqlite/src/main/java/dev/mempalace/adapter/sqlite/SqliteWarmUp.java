package dev.mempalace.adapter.sqlite;

import java.nio.file.Path;
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
        SqliteNativeLibrary.cacheIn(nativeCache);
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(SqliteIndexFile.BUSY_TIMEOUT_MILLIS);
        config.enforceForeignKeys(true);
        try (Handle handle = JdbiHandles.open(config.createConnection("jdbc:sqlite::memory:"))) {
            handle.createQuery("PRAGMA user_version").mapTo(Integer.class).one();
        } catch (SQLException | RuntimeException e) {
            // Nothing was opened that matters: the index's own open meets the same failure and says what it is.
        }
    }
}
