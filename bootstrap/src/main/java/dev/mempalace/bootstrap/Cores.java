package dev.mempalace.bootstrap;

/**
 * Where a driver gets the core of each command: opened for it and closed with it ({@link #FRESH}), or kept warm
 * across commands ({@link WarmCores}). Either way the command closes the composition it was given.
 */
public interface Cores {

    /** Each command opens its own core and closes it: what a short-lived process does. */
    Cores FRESH = new Cores() {
        @Override
        public Composition open(Settings settings) {
            return Composition.open(settings);
        }

        @Override
        public Composition timed(Settings settings, PhaseClock timings) {
            return Composition.timed(settings, timings);
        }

        @Override
        public Composition servingQueries(Settings settings) {
            return Composition.serving(settings, true);
        }
    };

    /** The core over the settings' workspace, index and model. */
    Composition open(Settings settings);

    /** The same core over ports that add their time to {@code timings}, for {@code --timings}. */
    Composition timed(Settings settings, PhaseClock timings);

    /**
     * The core of a server that only searches ({@code serve}), its model loaded for many queries; a warm process's
     * cores are loaded so already.
     */
    default Composition servingQueries(Settings settings) {
        return open(settings);
    }
}
