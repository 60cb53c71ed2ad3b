package dev.mempalace.benchmark.scale;

import dev.mempalace.benchmark.latency.LatencyReport;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One corpus size in one store: which store and where, its build (empty when a kept index was reused), its size on
 * disk, the cold start per mode and the warm latency.
 */
public record StoreSize(String kind, String location, Optional<BuildStats> build, IndexSize size,
        List<ColdStart> cold, LatencyReport warm) {

    public StoreSize {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(build, "build");
        Objects.requireNonNull(size, "size");
        cold = List.copyOf(cold);
        Objects.requireNonNull(warm, "warm");
    }

    /** Index size in megabytes (10^6 bytes) per thousand chunks of this size. */
    public double megabytesPerThousandChunks(int chunks) {
        return size.bytes() / 1e6 / (chunks / 1000.0);
    }
}
