package dev.mempalace.benchmark.latency;

import java.util.Arrays;

/** Whole-process wall time in milliseconds: nearest-rank median and p90, min and max. */
public record WallStats(int count, double median, double p90, double min, double max) {

    public WallStats {
        if (count < 1) {
            throw new IllegalArgumentException("wall time needs at least one run: " + count);
        }
        if (min > median || median > p90 || p90 > max) {
            throw new IllegalArgumentException("percentiles out of order: " + min + " " + median + " " + p90 + " "
                    + max);
        }
    }

    /** Summarises runs given in nanoseconds. */
    public static WallStats ofNanos(long... nanos) {
        if (nanos.length == 0) {
            throw new IllegalArgumentException("wall time needs at least one run");
        }
        double[] millis = Arrays.stream(nanos).mapToDouble(n -> n / 1e6).sorted().toArray();
        return new WallStats(millis.length, LatencyStats.nearestRank(millis, 50), LatencyStats.nearestRank(millis, 90),
                millis[0], millis[millis.length - 1]);
    }

    /** The nearest-rank median of values in any order, such as one phase over many runs. */
    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return LatencyStats.nearestRank(sorted, 50);
    }
}
