package dev.mempalace.bootstrap;

import java.util.LinkedHashMap;
import java.util.Map;

/** A phase clock that keeps each phase's time in the order phases first ran. */
final class RecordingClock implements PhaseClock {

    private final Map<String, Long> phases = new LinkedHashMap<>();
    private long recorded;

    @Override
    public void add(String phase, long nanos) {
        phases.merge(phase, nanos, Long::sum);
        recorded += nanos;
    }

    @Override
    public long recorded() {
        return recorded;
    }

    Map<String, Long> phases() {
        return phases;
    }
}
