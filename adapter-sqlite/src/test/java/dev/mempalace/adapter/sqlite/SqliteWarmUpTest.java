package dev.mempalace.adapter.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import org.jdbi.v3.core.Handle;
import org.junit.jupiter.api.Test;
import org.sqlite.SQLiteConfig;

/**
 * The warm-up's Jdbi half runs without a connection, the one Jdbi opens each handle on the connection it is given,
 * and the warm-up ends with its helper thread.
 */
class SqliteWarmUpTest {

    /** Not a temporary folder: a loaded library must outlive the test (Windows cannot delete it). */
    private static final Path CACHE = Path.of("target", "native-cache").toAbsolutePath();

    @Test
    void jdbiIsPreparedWithoutAConnection() throws Exception {
        // The prepared Jdbi's connection factory throws: a set-up that opened one would fail here.
        JdbiHandles.prepare();

        try (Handle handle = JdbiHandles.open(new SQLiteConfig().createConnection("jdbc:sqlite::memory:"))) {
            assertEquals(0, handle.createQuery("PRAGMA user_version").map(Columns.INT).one());
        }
    }

    @Test
    void everyHandleOfTheOneJdbiIsOnTheConnectionItWasGivenAndClosesIt() throws Exception {
        Connection first = new SQLiteConfig().createConnection("jdbc:sqlite::memory:");
        Connection second = new SQLiteConfig().createConnection("jdbc:sqlite::memory:");
        try (Handle one = JdbiHandles.open(first); Handle other = JdbiHandles.open(second)) {
            one.execute("PRAGMA user_version = 7");

            assertEquals(7, one.createQuery("PRAGMA user_version").map(Columns.INT).one());
            assertEquals(0, other.createQuery("PRAGMA user_version").map(Columns.INT).one());
        }
        assertTrue(first.isClosed() && second.isClosed());
    }

    @Test
    void theWarmUpWaitsForItsJdbiThread() {
        SqliteWarmUp.run(CACHE);

        assertTrue(Thread.getAllStackTraces().keySet().stream()
                .noneMatch(thread -> thread.getName().equals("mempalace-jdbi-warm-up")));
    }
}
