package dev.mempalace.adapter.sqlite;

import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.IndexUnavailableException.Reason;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * The one-writer-at-a-time lock of an index: an operating-system lock on a file beside it (released by the
 * system when its process dies, whatever the way), plus a fair semaphore for the threads of this process, which
 * the operating system does not tell apart. Two byte ranges are locked in turn, a queue and the lock itself:
 * a waiter holds the queue while it waits, so a writer that lets go between batches cannot take the lock back
 * before the waiter has had its turn. The holder writes what it does at the start of the file, for the waiters'
 * message. The file is never deleted: removing a lock file while somebody waits on it would let two writers in.
 */
final class WriterLock {

    private static final Map<Path, Semaphore> IN_PROCESS = new ConcurrentHashMap<>();
    /** Far beyond the holder's text, so that a system with mandatory locks (Windows) still lets waiters read it. */
    private static final long QUEUE = Long.MAX_VALUE - 2;
    private static final long LOCK = Long.MAX_VALUE - 1;
    private static final long POLL_MILLIS = 10;
    private static final int MAX_HOLDER_BYTES = 512;

    private final Path lockFile;
    private final Path index;
    private final Duration wait;

    WriterLock(Path index, Duration wait) {
        this.index = index;
        this.lockFile = index.resolveSibling(index.getFileName() + ".lock");
        this.wait = wait;
    }

    /** Held until closed. */
    interface Held extends AutoCloseable {
        @Override
        void close();
    }

    /** Waits up to the bounded wait for the lock, then throws {@link IndexLockedException} naming the holder. */
    Held acquire(String purpose) {
        long deadline = System.nanoTime() + wait.toNanos();
        Semaphore threads = IN_PROCESS.computeIfAbsent(lockFile, key -> new Semaphore(1, true));
        try {
            if (!threads.tryAcquire(wait.toNanos(), TimeUnit.NANOSECONDS)) {
                throw busy();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IndexLockedException("interrupted while waiting for the write lock of index " + index, e);
        }
        FileChannel channel = null;
        try {
            channel = open();
            FileLock queue = poll(channel, QUEUE, deadline);
            FileLock lock;
            try {
                lock = poll(channel, LOCK, deadline);
            } finally {
                queue.release();
            }
            describe(channel, purpose);
            FileChannel held = channel;
            return () -> {
                try {
                    lock.release();
                    held.close();
                } catch (IOException e) {
                    // The system releases a lock with its channel, which is closed either way.
                } finally {
                    threads.release();
                }
            };
        } catch (IOException e) {
            closeQuietly(channel);
            threads.release();
            throw new IndexUnavailableException(Reason.UNUSABLE, "cannot lock index " + index + " for writing: "
                    + e.getMessage(), e);
        } catch (RuntimeException e) {
            closeQuietly(channel);
            threads.release();
            throw e;
        }
    }

    private FileChannel open() throws IOException {
        Path parent = lockFile.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        return FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
    }

    private FileLock poll(FileChannel channel, long position, long deadline) throws IOException {
        while (true) {
            FileLock lock = channel.tryLock(position, 1, false);
            if (lock != null) {
                return lock;
            }
            if (System.nanoTime() - deadline > 0) {
                throw busy();
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IndexLockedException("interrupted while waiting for the write lock of index " + index, e);
            }
        }
    }

    private static void describe(FileChannel channel, String purpose) throws IOException {
        String holder = purpose + " (process " + ProcessHandle.current().pid() + ", since "
                + Instant.now().truncatedTo(ChronoUnit.SECONDS) + ")";
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(holder.getBytes(StandardCharsets.UTF_8)), 0);
    }

    private IndexLockedException busy() {
        return new IndexLockedException("index " + index + " is being written by another process: " + holder()
                + "; still busy after " + wait.toSeconds() + " s");
    }

    /** What the holder wrote of itself, or a plain word when it can't be read. */
    private String holder() {
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.READ)) {
            ByteBuffer bytes = ByteBuffer.allocate(MAX_HOLDER_BYTES);
            channel.read(bytes, 0);
            String text = new String(bytes.array(), 0, bytes.position(), StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? "a writer" : text;
        } catch (IOException e) {
            return "a writer";
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // Closing only releases what it held; the failure that got us here is the one to report.
            }
        }
    }
}
