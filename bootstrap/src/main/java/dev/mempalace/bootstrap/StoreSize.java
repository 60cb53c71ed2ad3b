package dev.mempalace.bootstrap;

import java.util.Objects;

/** The bytes an index takes where it is kept, and what they cover: the index alone, or more (a whole collection). */
public record StoreSize(long bytes, String covers) {

    public StoreSize {
        if (bytes < 0) {
            throw new IllegalArgumentException("an index takes non-negative bytes: " + bytes);
        }
        Objects.requireNonNull(covers, "covers");
    }
}
