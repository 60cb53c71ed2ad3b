package dev.mempalace.adapter.cli.output;

/**
 * Who is told of Ctrl-C while a command runs: in a process of its own, the JVM's shutdown hooks (the process then
 * ends); in the warm process, the command's client only.
 */
public interface Interrupts {

    /** Ctrl-C ends this process, running the hooks on the way. */
    Interrupts PROCESS = new Interrupts() {
        @Override
        public void add(Thread hook) {
            Runtime.getRuntime().addShutdownHook(hook);
        }

        @Override
        public void remove(Thread hook) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // The hook already runs or has run: the interrupt has been reported.
            }
        }
    };

    /** Runs {@code hook} when the user presses Ctrl-C. */
    void add(Thread hook);

    /** The command ended first: {@code hook} is not run. */
    void remove(Thread hook);
}
