package dev.mempalace.benchmark.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TimingOptionsTest {

    @Test
    void unsetNumbersTakeTheirDefaults() {
        TimingOptions options = new TimingOptions(true, false, null, null, null, null, false);

        assertEquals(TimingOptions.DEFAULT_WARMUP, options.warmupRounds());
        assertEquals(TimingOptions.DEFAULT_ROUNDS, options.timedRounds());
        assertEquals(TimingOptions.DEFAULT_RUNS, options.coldRuns());
        assertEquals(TimingOptions.DEFAULT_FORKS, options.forkCount());
    }

    @Test
    void aForkAskedForItsSamplesRunsInItsOwnProcess() {
        assertEquals(0, new TimingOptions(true, false, 1, 2, null, 5, true).forkCount());
    }

    @Test
    void latencyAndColdExcludeEachOther() {
        assertThrows(IllegalArgumentException.class, () -> new TimingOptions(true, true, null, null, null, null,
                false));
    }

    @Test
    void runsForksAndSamplesBelongToTheirOwnTiming() {
        assertThrows(IllegalArgumentException.class, () -> new TimingOptions(true, false, null, null, 3, null,
                false));
        assertThrows(IllegalArgumentException.class, () -> new TimingOptions(false, true, null, null, 0, null,
                false));
        assertThrows(IllegalArgumentException.class, () -> new TimingOptions(false, true, null, null, null, 2,
                false));
        assertThrows(IllegalArgumentException.class, () -> new TimingOptions(true, false, null, null, null, -1,
                false));
        assertThrows(IllegalArgumentException.class, () -> new TimingOptions(false, false, null, null, null, null,
                true));
    }
}
