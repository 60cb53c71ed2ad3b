package dev.mempalace.application.service;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * The threads a hybrid search's vector leg runs on while the lexical leg runs on the caller's, when the index allows
 * it ({@link dev.mempalace.application.port.out.IndexSession#concurrentLegs}): one pool for the process, of daemon
 * threads that end when idle, so it is never closed. A leg's failure is rethrown as the leg threw it.
 */
final class LegThreads {

    private static final ExecutorService THREADS = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "mempalace-search-leg");
        thread.setDaemon(true);
        return thread;
    });

    private LegThreads() {
    }

    /** Starts the leg on another thread. */
    static <T> CompletableFuture<T> start(Supplier<T> leg) {
        return CompletableFuture.supplyAsync(leg, THREADS);
    }

    /** The leg's answer, waiting for it; its failure as the leg threw it. */
    static <T> T await(CompletableFuture<T> leg) {
        try {
            return leg.join();
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

    /** Waits for the leg to end, whatever its outcome: nothing of a search runs on after it. */
    static void settle(CompletableFuture<?> leg) {
        leg.handle((answer, failure) -> null).join();
    }
}
