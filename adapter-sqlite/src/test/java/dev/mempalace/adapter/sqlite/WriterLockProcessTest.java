package dev.mempalace.adapter.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexSession;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The write lock holds across processes, names its holder, and dies with it however it dies. */
class WriterLockProcessTest {

    @TempDir
    Path dir;

    @Test
    void anotherProcessHoldingTheLockMakesAWriterWaitThenFailNamingIt() throws Exception {
        Path index = dir.resolve("index.sqlite");
        Process child = holder(index, "the child's ingest");
        try (SqliteIndexStore store = SqliteIndexStore.at(index, Duration.ofMillis(300), nanos -> { })) {
            IndexLockedException busy = assertThrows(IndexLockedException.class, () -> store.write("parent"));
            assertTrue(busy.getMessage().contains("the child's ingest (process " + child.pid()), busy.getMessage());
            assertEquals(0, store.read().notes().stats().notes(), "readers never wait for the writer");
            child.destroyForcibly();
            assertTrue(child.waitFor(30, TimeUnit.SECONDS));
            try (IndexSession session = store.write("parent")) {
                assertEquals(0, session.notes().stats().notes(), "a killed holder leaves the lock free");
            }
        } finally {
            child.destroyForcibly();
        }
        assertTrue(Files.exists(dir.resolve("index.sqlite.lock")), "the lock file stays, it is never deleted");
    }

    private static Process holder(Path index, String purpose) throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process child = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                HoldWriterLock.class.getName(), index.toString(), purpose, "120000"))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        assertEquals("held", out.readLine(), "the child took the lock");
        return child;
    }
}
