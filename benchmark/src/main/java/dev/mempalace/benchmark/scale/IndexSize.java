package dev.mempalace.benchmark.scale;

import java.util.Objects;

/** An index's bytes on disk, and what they cover: the index alone, or more (a whole collection of stores). */
public record IndexSize(long bytes, String covers) {

    public IndexSize {
        if (bytes < 0) {
            throw new IllegalArgumentException("an index takes non-negative bytes: " + bytes);
        }
        Objects.requireNonNull(covers, "covers");
    }
}
