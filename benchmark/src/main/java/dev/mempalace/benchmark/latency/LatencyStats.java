package dev.mempalace.benchmark.latency;

import java.util.Arrays;

/** Summary of timed searches in milliseconds: nearest-rank percentiles over the sorted samples, mean, min, max. */
public record LatencyStats(int count, double p50, double p95, double p99, double mean, double min, double max) {

    public LatencyStats {
        if (count < 1) {
            throw new IllegalArgumentException("latency needs at least one sample: " + count);
        }
        if (min > p50 || p50 > p95 || p95 > p99 || p99 > max) {
            throw new IllegalArgumentException("percentiles out of order: " + min + " " + p50 + " " + p95 + " "
                    + p99 + " " + max);
        }
    }

    /** Summarises samples given in nanoseconds. */
    public static LatencyStats ofNanos(long... nanos) {
        if (nanos.length == 0) {
            throw new IllegalArgumentException("latency needs at least one sample");
        }
        double[] millis = Arrays.stream(nanos).mapToDouble(n -> n / 1e6).sorted().toArray();
        return new LatencyStats(millis.length, nearestRank(millis, 50), nearestRank(millis, 95),
                nearestRank(millis, 99), Arrays.stream(millis).average().orElseThrow(), millis[0],
                millis[millis.length - 1]);
    }

    /** The smallest sample with at least {@code percent}% of the samples at or below it. */
    static double nearestRank(double[] sorted, double percent) {
        if (percent <= 0 || percent > 100) {
            throw new IllegalArgumentException("a percentile lies in (0, 100]: " + percent);
        }
        int rank = (int) Math.ceil(percent / 100 * sorted.length);
        return sorted[Math.max(rank, 1) - 1];
    }
}
