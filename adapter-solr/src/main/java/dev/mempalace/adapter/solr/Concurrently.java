package dev.mempalace.adapter.solr;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * Requests to Solr that do not wait for each other's answer, sent at once from threads of one shared pool, so that a
 * search waits for the slowest of them rather than for their sum. The threads are daemons and end when idle, so the
 * pool needs no closing; a call's failure is rethrown as it was thrown.
 */
final class Concurrently {

    private static final ExecutorService THREADS = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "mempalace-solr-request");
        thread.setDaemon(true);
        return thread;
    });

    private Concurrently() {
    }

    /** Starts the call on another thread. */
    static <T> CompletableFuture<T> start(Supplier<T> call) {
        return CompletableFuture.supplyAsync(call, THREADS);
    }

    /** The call's answer, waiting for it; its failure as the call threw it. */
    static <T> T await(CompletableFuture<T> call) {
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
}
