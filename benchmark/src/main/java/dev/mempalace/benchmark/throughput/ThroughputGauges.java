package dev.mempalace.benchmark.throughput;

/** What the throughput benchmark reads from outside the use cases: the model's token count, the index, the process. */
public interface ThroughputGauges {

    /** Tokens the embedding model has been fed so far (after truncation), summed over every text. */
    long tokensEmbedded();

    /** The index's size on disk in bytes, read once the bench has released it. */
    long indexBytes();

    /** The process's peak resident memory so far in bytes, or -1 where the platform does not say. */
    long peakRssBytes();
}
