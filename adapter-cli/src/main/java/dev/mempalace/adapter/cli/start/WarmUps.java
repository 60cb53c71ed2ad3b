package dev.mempalace.adapter.cli.start;

import dev.mempalace.bootstrap.Wiring;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A search's warm-up work as its threads run it, classes rather than lambdas: the first lambda a process links sets
 * up the JDK's method-handle machinery (some 4 ms of CPU), which the warm-up thread then does beside the parse instead
 * of the main thread before it.
 */
final class WarmUps {

    /** A failure passed over: the search meets it again and reports it. */
    static final Ignored IGNORED = new Ignored();

    private WarmUps() {
    }

    /** The index's warm-up, which its store chooses. */
    record Index(Optional<String> index, Path cache) implements Runnable {

        @Override
        public void run() {
            Wiring.indexWarmUp(index, cache).ifPresent(Runnable::run);
        }
    }

    /** The model's runtimes, and the bundled model's tokenizer when {@code bundledModel}. */
    record Model(Path cache, boolean bundledModel) implements Runnable {

        @Override
        public void run() {
            Wiring.warmUpModel(cache, bundledModel);
        }
    }

    /** Passes over a failure, on the main thread or a warm-up thread. */
    static final class Ignored implements Consumer<Throwable>, Thread.UncaughtExceptionHandler {

        @Override
        public void accept(Throwable failure) {
            // Nothing: the search reports it (see IGNORED).
        }

        @Override
        public void uncaughtException(Thread thread, Throwable failure) {
            accept(failure);
        }
    }
}
