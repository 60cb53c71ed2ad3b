package dev.mempalace.adapter.solr;

import dev.mempalace.application.port.out.IndexLockedException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * One writer at a time per store, among the stores of this process: a permit per store (collection and store
 * key) and the purpose of whoever holds it. Writers in other processes are not seen; the lease kept in Solr
 * itself, which would see them, is still to come.
 */
final class WriterLocks {

    private record Lock(Semaphore permit, String[] holder) {
    }

    private static final Map<String, Lock> LOCKS = new ConcurrentHashMap<>();

    private WriterLocks() {
    }

    /** Takes the store's permit within the wait, or throws {@link IndexLockedException} naming its holder. */
    static Runnable acquire(String store, String purpose, Duration wait) {
        Lock lock = LOCKS.computeIfAbsent(store, key -> new Lock(new Semaphore(1), new String[1]));
        try {
            if (!lock.permit().tryAcquire(wait.toMillis(), TimeUnit.MILLISECONDS)) {
                String holder;
                synchronized (lock) {
                    holder = lock.holder()[0];
                }
                throw new IndexLockedException("the index " + store + " is being written by " + holder
                        + " (waited " + wait.toMillis() + " ms)");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IndexLockedException("interrupted while waiting to write the index " + store, e);
        }
        synchronized (lock) {
            lock.holder()[0] = purpose;
        }
        return () -> {
            synchronized (lock) {
                lock.holder()[0] = null;
            }
            lock.permit().release();
        };
    }
}
