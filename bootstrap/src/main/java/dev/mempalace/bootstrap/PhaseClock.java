package dev.mempalace.bootstrap;

import java.util.function.Supplier;

/** Where timed ports add the time of each phase they run, for a driver's {@code --timings}. */
public interface PhaseClock {

    /** Adds {@code nanos} to {@code phase}. */
    void add(String phase, long nanos);

    /** The time added so far, over every phase. */
    long recorded();

    /** Runs {@code step}, adding its time to {@code phase}. */
    default <T> T time(String phase, Supplier<T> step) {
        long start = System.nanoTime();
        try {
            return step.get();
        } finally {
            add(phase, System.nanoTime() - start);
        }
    }

    /** Times {@code step}, giving {@code phase} only what the phases timed inside it did not claim. */
    default <T> T rest(String phase, Supplier<T> step) {
        long before = recorded();
        long start = System.nanoTime();
        try {
            return step.get();
        } finally {
            add(phase, System.nanoTime() - start - (recorded() - before));
        }
    }
}
