package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.IndexSession;
import java.nio.file.Path;

/** Run as a child process by {@link WriterLockProcessTest}: takes the write session, says so, and holds it. */
public final class HoldWriterLock {

    private HoldWriterLock() {
    }

    public static void main(String[] args) throws InterruptedException {
        try (SqliteIndexStore store = SqliteIndexStore.at(Path.of(args[0]));
                IndexSession session = store.write(args[1])) {
            session.notes().stats();
            System.out.println("held");
            System.out.flush();
            Thread.sleep(Long.parseLong(args[2]));
        }
    }
}
