package dev.mempalace.adapter.cli.client;

import java.io.DataOutputStream;
import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The client's shutdown hook: Ctrl-C ends this JVM, and the daemon hears of it and gets a moment to answer. A class,
 * not a lambda: the client runs on the interpreter, where a lambda's first link spins method-handle classes that no
 * archive holds.
 */
final class PassOnInterrupt implements Runnable {

    private static final long GRACE_MILLIS = 2000;

    private final DataOutputStream out;
    private final CountDownLatch ended;

    PassOnInterrupt(DataOutputStream out, CountDownLatch ended) {
        this.out = out;
        this.ended = ended;
    }

    @Override
    public void run() {
        try {
            Frames.write(out, Frames.INTERRUPT, new byte[0]);
            ended.await(GRACE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (IOException | InterruptedException gone) {
            // The daemon is gone or the wait was cut short: this process ends either way.
        }
    }
}
