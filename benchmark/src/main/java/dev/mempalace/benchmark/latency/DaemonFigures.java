package dev.mempalace.benchmark.latency;

/** The warm process after a cold run: the commands it served in all, and its resident memory (null if unknown). */
public record DaemonFigures(long commandsServed, Long residentBytes) {

    public DaemonFigures {
        if (commandsServed < 0 || (residentBytes != null && residentBytes < 0)) {
            throw new IllegalArgumentException("daemon figures cannot be negative: " + commandsServed + ", "
                    + residentBytes);
        }
    }
}
