package dev.mempalace.benchmark.latency;

import java.util.Objects;

/**
 * Another program timed in the same cold run as the searches, such as {@code java -version}: the key its ratios go
 * under, its name in the report, and its wall time.
 */
public record ColdPeer(String key, String name, WallStats wall) {

    public ColdPeer {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(wall, "wall");
    }
}
