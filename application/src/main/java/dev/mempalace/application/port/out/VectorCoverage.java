package dev.mempalace.application.port.out;

/** How many of the index's chunks have a vector under one fingerprint. */
public record VectorCoverage(int chunks, int withVector) {

    public int missing() {
        return chunks - withVector;
    }

    public boolean complete() {
        return withVector >= chunks;
    }
}
