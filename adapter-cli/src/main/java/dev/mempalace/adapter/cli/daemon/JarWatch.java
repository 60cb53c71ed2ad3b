package dev.mempalace.adapter.cli.daemon;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Stops the warm process when its jar changes (a rebuild or an upgrade): told by the system when the jar's folder can
 * be watched, else by looking every few seconds. Classes run from a folder (tests) have no jar to watch.
 */
final class JarWatch implements AutoCloseable {

    /** How often the jar is looked at when its folder cannot be watched. */
    private static final Duration JAR_POLL = Duration.ofSeconds(5);

    private final JarStamp jar;
    private final Consumer<String> stop;
    private volatile boolean closed;
    private WatchService service;

    JarWatch(JarStamp jar, Consumer<String> stop) {
        this.jar = jar;
        this.stop = stop;
    }

    /** Whether the jar is no longer the one this process started from. */
    boolean changed() {
        return jar.changed();
    }

    /** Starts watching; {@code poll} looks at the jar when its folder cannot be watched. */
    void start(ScheduledExecutorService poll) {
        Optional<Path> path = jar.path();
        if (path.isEmpty()) {
            return;
        }
        Path dir = path.get().toAbsolutePath().getParent();
        try {
            service = dir.getFileSystem().newWatchService();
            dir.register(service, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                    StandardWatchEventKinds.ENTRY_DELETE);
        } catch (IOException | UnsupportedOperationException unwatchable) {
            poll.scheduleWithFixedDelay(this::check, JAR_POLL.toMillis(), JAR_POLL.toMillis(), TimeUnit.MILLISECONDS);
            return;
        }
        WatchService watched = service;
        Thread thread = new Thread(() -> {
            try {
                while (!closed) {
                    WatchKey key = watched.take();
                    key.pollEvents();
                    check();
                    if (!key.reset()) {
                        stop.accept("the folder of its jar is gone");
                    }
                }
            } catch (InterruptedException | ClosedWatchServiceException done) {
                // The daemon is stopping.
            }
        }, "mempalace-daemon-jar");
        thread.setDaemon(true);
        thread.start();
    }

    private void check() {
        if (jar.changed()) {
            stop.accept("its jar changed");
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        if (service != null) {
            service.close();
        }
    }
}
