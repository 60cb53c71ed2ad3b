package dev.mempalace.application.concurrent;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * Work that does not wait for other work's answer, started on threads of one pool for the process, so that its
 * caller waits for the slowest of several calls rather than for their sum: a hybrid search's vector leg (when the
 * index allows it, {@link dev.mempalace.application.port.out.IndexSession#concurrentLegs}), a store's requests to
 * its server. The threads are daemons that end when idle, so the pool is never closed; a call's failure is rethrown
 * as the call threw it.
 */
public final class Concurrently {

    private static final ExecutorService THREADS = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "mempalace-concurrently");
        thread.setDaemon(true);
        return thread;
    });

    private Concurrently() {
    }

    /** Starts the call on another thread. */
    public static <T> CompletableFuture<T> start(Supplier<T> call) {
        return CompletableFuture.supplyAsync(call, THREADS);
    }

    /** The call's answer, waiting for it; its failure as the call threw it. */
    public static <T> T await(CompletableFuture<T> call) {
        try {
            return call.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    /** Waits for the call to end, whatever its outcome: nothing of the caller's work runs on after it. */
    public static void settle(CompletableFuture<?> call) {
        call.handle((answer, failure) -> null).join();
    }
}
