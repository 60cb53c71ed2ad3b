package dev.mempalace.adapter.cli.output;

import dev.mempalace.bootstrap.PhaseClock;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The phase durations of one command run, for {@code --timings}: a phase's time adds up over its calls. */
public final class Timings implements PhaseClock {

    /** Set by {@code bench --cold} to the epoch milliseconds at which it spawned the process. */
    public static final String START_VARIABLE = "MEMPALACE_START_MILLIS";

    private final Instant entered;
    private final long enteredNanos;
    private final Map<String, Long> phases = new LinkedHashMap<>();
    private long recorded;

    private Timings(Instant entered, long enteredNanos) {
        this.entered = entered;
        this.enteredNanos = enteredNanos;
    }

    /** Starts the clock; called as the program enters main. */
    public static Timings start() {
        return new Timings(Instant.now(), System.nanoTime());
    }

    /** Lists phases up front, at zero, so that a phase that did not run still appears in its place. */
    public void expect(String... names) {
        for (String name : names) {
            phases.putIfAbsent(name, 0L);
        }
    }

    @Override
    public void add(String phase, long nanos) {
        phases.merge(phase, Math.max(0, nanos), Long::sum);
        recorded += Math.max(0, nanos);
    }

    /** Adds the time since the clock started to {@code phase}. */
    public void sinceStart(String phase) {
        add(phase, System.nanoTime() - enteredNanos);
    }

    @Override
    public long recorded() {
        return recorded;
    }

    /**
     * Phase to milliseconds: {@code jvm} (process start to main; absent when no start is given), the phases in the
     * order they were first listed or ran, and {@code total} (process start, else main, until now).
     */
    public Map<String, Object> json(Optional<Instant> processStart) {
        Map<String, Object> json = new LinkedHashMap<>();
        Optional<Long> jvm = processStart.map(s -> Math.max(0, Duration.between(s, entered).toNanos()));
        jvm.ifPresent(nanos -> json.put("jvm", millis(nanos)));
        phases.forEach((phase, nanos) -> json.put(phase, millis(nanos)));
        json.put("total", millis(jvm.orElse(0L) + System.nanoTime() - enteredNanos));
        return json;
    }

    /** Prints the one stderr line {@code timings: {...}}, after the command's own output. */
    public void print(Io io) {
        io.err().print("timings: ");
        Json.printLine(io.err(), json(Optional.of(processStart(io))));
    }

    /**
     * When the process started: as the parent that spawned it says, else when the JVM began to start, to the
     * millisecond. Not the operating system's process start time: Linux derives it from a boot time in whole
     * seconds, so it can lie most of a second early and put the total above the wall time anyone measured.
     */
    public static Instant processStart(Io io) {
        String given = io.variable(START_VARIABLE);
        if (given != null) {
            try {
                return Instant.ofEpochMilli(Long.parseLong(given.strip()));
            } catch (NumberFormatException e) {
                // A malformed value is not worth failing a search over: the JVM knows when it started.
            }
        }
        return Instant.ofEpochMilli(ManagementFactory.getRuntimeMXBean().getStartTime());
    }

    private static double millis(long nanos) {
        return Math.round(nanos / 1e3) / 1e3;
    }
}
