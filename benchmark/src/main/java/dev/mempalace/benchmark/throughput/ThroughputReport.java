package dev.mempalace.benchmark.throughput;

/**
 * What building an index from scratch cost: ingest (notes parsed, chunked and indexed) and embed (chunks through
 * the model), the index's size on disk, and the process's peak resident memory after each step (-1: unknown).
 */
public record ThroughputReport(int notes, int chunks, long ingestNanos, int embedded, long tokens, long embedNanos,
        long indexBytes, long peakRssAfterIngest, long peakRssAfterEmbed) {

    public ThroughputReport {
        if (notes < 0 || chunks < 0 || embedded < 0 || tokens < 0 || ingestNanos < 0 || embedNanos < 0
                || indexBytes < 0) {
            throw new IllegalArgumentException("counts, sizes and times must be >= 0");
        }
    }

    public double ingestSeconds() {
        return ingestNanos / 1e9;
    }

    public double embedSeconds() {
        return embedNanos / 1e9;
    }

    public double notesPerSecond() {
        return rate(notes, ingestNanos);
    }

    public double ingestChunksPerSecond() {
        return rate(chunks, ingestNanos);
    }

    public double embedChunksPerSecond() {
        return rate(embedded, embedNanos);
    }

    public double tokensPerSecond() {
        return rate(tokens, embedNanos);
    }

    /** Mean tokens per embedded chunk, as the model saw them. */
    public double tokensPerChunk() {
        return embedded == 0 ? 0 : (double) tokens / embedded;
    }

    public double bytesPerThousandChunks() {
        return chunks == 0 ? 0 : indexBytes * 1000.0 / chunks;
    }

    private static double rate(long count, long nanos) {
        return nanos == 0 ? 0 : count * 1e9 / nanos;
    }
}
