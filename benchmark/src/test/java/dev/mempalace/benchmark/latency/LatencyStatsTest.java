package dev.mempalace.benchmark.latency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class LatencyStatsTest {

    private static final long MS = 1_000_000;

    @Test
    void oneToAHundredMillisecondsGiveTheirOwnRanks() {
        long[] shuffled = LongStream.rangeClosed(1, 100).map(i -> ((i * 37) % 100 + 1) * MS).toArray();

        LatencyStats s = LatencyStats.ofNanos(shuffled);

        assertEquals(100, s.count());
        assertEquals(50, s.p50(), 1e-9);
        assertEquals(95, s.p95(), 1e-9);
        assertEquals(99, s.p99(), 1e-9);
        assertEquals(50.5, s.mean(), 1e-9);
        assertEquals(1, s.min(), 1e-9);
        assertEquals(100, s.max(), 1e-9);
    }

    @Test
    void fewSamplesRoundTheRankUp() {
        LatencyStats s = LatencyStats.ofNanos(40 * MS, 15 * MS, 50 * MS, 35 * MS, 20 * MS);

        assertEquals(35, s.p50(), 1e-9);
        assertEquals(50, s.p95(), 1e-9);
        assertEquals(50, s.p99(), 1e-9);
        assertEquals(32, s.mean(), 1e-9);
        assertEquals(15, s.min(), 1e-9);
    }

    @Test
    void oneSampleIsEveryPercentile() {
        LatencyStats s = LatencyStats.ofNanos(2_500_000);

        assertEquals(2.5, s.p50(), 1e-9);
        assertEquals(2.5, s.p99(), 1e-9);
        assertEquals(2.5, s.max(), 1e-9);
    }

    @Test
    void nearestRankOfTheTinyPercentIsTheSmallestSample() {
        assertEquals(3, LatencyStats.nearestRank(new double[] {3, 4, 9}, 1), 1e-9);
        assertEquals(4, LatencyStats.nearestRank(new double[] {3, 4, 9}, 66), 1e-9);
        assertEquals(9, LatencyStats.nearestRank(new double[] {3, 4, 9}, 67), 1e-9);
    }

    @Test
    void noSamplesIsRefused() {
        assertThrows(IllegalArgumentException.class, LatencyStats::ofNanos);
    }
}
