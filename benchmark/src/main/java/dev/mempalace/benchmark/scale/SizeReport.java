package dev.mempalace.benchmark.scale;

import dev.mempalace.benchmark.latency.LatencyReport;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One corpus size: its build (empty when a kept index was reused), the index's bytes on disk, the cold start per
 * mode, the warm latency, the heap in use after the load and the process's peak resident memory so far.
 */
public record SizeReport(int chunks, int notes, Optional<BuildStats> build, long indexBytes, List<ColdStart> cold,
        LatencyReport warm, long heapBytes, OptionalLong peakRssBytes) {

    public SizeReport {
        if (chunks < 1 || notes < 1 || indexBytes < 0 || heapBytes < 0) {
            throw new IllegalArgumentException("a size report needs chunks, notes and non-negative bytes: " + chunks
                    + ", " + notes + ", " + indexBytes + ", " + heapBytes);
        }
        Objects.requireNonNull(build, "build");
        cold = List.copyOf(cold);
        Objects.requireNonNull(warm, "warm");
        Objects.requireNonNull(peakRssBytes, "peakRssBytes");
    }

    /** Index size in megabytes (10^6 bytes) per thousand chunks. */
    public double megabytesPerThousandChunks() {
        return indexBytes / 1e6 / (chunks / 1000.0);
    }
}
