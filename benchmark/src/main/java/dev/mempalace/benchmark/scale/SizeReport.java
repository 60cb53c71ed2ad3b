package dev.mempalace.benchmark.scale;

import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * One corpus size: its figures in each store (SQLite first), the heap in use after the load and the process's peak
 * resident memory so far.
 */
public record SizeReport(int chunks, int notes, List<StoreSize> stores, long heapBytes, OptionalLong peakRssBytes) {

    public SizeReport {
        stores = List.copyOf(stores);
        if (chunks < 1 || notes < 1 || heapBytes < 0 || stores.isEmpty()) {
            throw new IllegalArgumentException("a size report needs chunks, notes, stores and non-negative bytes: "
                    + chunks + ", " + notes + ", " + stores.size() + ", " + heapBytes);
        }
        Objects.requireNonNull(peakRssBytes, "peakRssBytes");
    }

    /** The first store's figures: the baseline the others are read against. */
    public StoreSize baseline() {
        return stores.get(0);
    }
}
