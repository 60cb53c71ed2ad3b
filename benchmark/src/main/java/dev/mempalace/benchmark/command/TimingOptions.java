package dev.mempalace.benchmark.command;

/**
 * How {@code bench --queries} times searches instead of scoring them: {@code --latency} warm (in this process or in
 * {@code --forks} fresh JVMs, {@code --samples} being how a fork answers), or {@code --cold} whole processes. Null
 * numbers take their defaults.
 */
record TimingOptions(boolean latency, boolean cold, Integer warmup, Integer rounds, Integer runs, Integer forks,
        boolean samples) {

    static final int DEFAULT_WARMUP = 3;
    static final int DEFAULT_ROUNDS = 20;
    static final int DEFAULT_RUNS = 20;
    static final int DEFAULT_FORKS = 3;

    TimingOptions {
        if (latency && cold) {
            throw new IllegalArgumentException("--latency and --cold are mutually exclusive");
        }
        if (runs != null && (!cold || runs < 1)) {
            throw new IllegalArgumentException("--runs applies only to --cold and must be >= 1");
        }
        if (forks != null && (!latency || forks < 0)) {
            throw new IllegalArgumentException("--forks applies only to --latency and must be >= 0");
        }
        if (samples && !latency) {
            throw new IllegalArgumentException("--samples applies only to --latency");
        }
    }

    int warmupRounds() {
        return warmup == null ? DEFAULT_WARMUP : warmup;
    }

    int timedRounds() {
        return rounds == null ? DEFAULT_ROUNDS : rounds;
    }

    int coldRuns() {
        return runs == null ? DEFAULT_RUNS : runs;
    }

    /** How many fresh JVMs; 0 runs the benchmark in this process, as a fork itself does. */
    int forkCount() {
        return samples ? 0 : forks == null ? DEFAULT_FORKS : forks;
    }
}
