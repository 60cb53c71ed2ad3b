package dev.mempalace.adapter.cli.start;

import dev.mempalace.bootstrap.Composition;
import dev.mempalace.bootstrap.Cores;
import dev.mempalace.bootstrap.PhaseClock;
import dev.mempalace.bootstrap.Settings;

/**
 * A short-lived command's cores ({@link Cores#FRESH}) once the index warm-up thread ({@link Main}) is done. An open
 * that did not wait would run the warm-up's first steps beside it: both threads setting Jdbi up at once, each
 * linking the same lambdas, and the one that comes second to a lambda spins a class of its own, where the class-data
 * archive holds one class for each (8 to 97 classes spun so in a cold search).
 */
final class AfterWarmUp implements Cores {

    private final Thread warmUp;

    AfterWarmUp(Thread warmUp) {
        this.warmUp = warmUp;
    }

    @Override
    public Composition open(Settings settings) {
        await();
        return FRESH.open(settings);
    }

    @Override
    public Composition timed(Settings settings, PhaseClock timings) {
        await();
        return FRESH.timed(settings, timings);
    }

    /** An interrupted wait opens at once, as the warm-up would have let it, and keeps the interrupt. */
    private void await() {
        try {
            warmUp.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
