package dev.mempalace.benchmark.sessions;

import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SessionImport;
import dev.mempalace.benchmark.latency.LatencyReport;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * A session-scale run: the corpus written, the import (reading, redacting and writing notes), the text indexing,
 * the index on disk with text alone and with a vector per chunk, the real model's embedding of a sample, the warm
 * searches and how many queries each mode answered, and the process's peak resident memory.
 */
public record SessionScaleReport(SessionScalePlan plan, Corpus corpus, SessionImport imported, long importNanos,
        int notes, int chunks, long textNanos, long textBytes, long indexBytes, long vectorNanos, Sample sample,
        LatencyReport warm, Map<SearchMode, Integer> answered, OptionalLong peakRssBytes) {

    /** Said in every table and JSON report: what the vectors that the searches rank by are. */
    public static final String VECTORS = "synthetic: random unit 384-d vectors for search (timing only); the real "
            + "model embeds the sample";

    public SessionScaleReport {
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(corpus, "corpus");
        Objects.requireNonNull(imported, "imported");
        Objects.requireNonNull(sample, "sample");
        Objects.requireNonNull(warm, "warm");
        answered = Map.copyOf(answered);
        Objects.requireNonNull(peakRssBytes, "peakRssBytes");
    }

    /** What was generated: sessions per harness, their exchanges and planted secrets, and the transcripts' bytes. */
    public record Corpus(int sessions, int claudeCode, int codex, int exchanges, int secrets, long bytes,
            long nanos) {
    }

    /** The real model's run over a sample of the chunks (after one untimed batch that loads it). */
    public record Sample(int chunks, long tokens, long millis) {

        public double chunksPerSecond() {
            return chunks * 1e3 / Math.max(millis, 1);
        }

        public double tokensPerSecond() {
            return tokens * 1e3 / Math.max(millis, 1);
        }

        public double tokensPerChunk() {
            return tokens / (double) Math.max(chunks, 1);
        }
    }

    public double importExchangesPerSecond() {
        return perSecond(imported.exchanges(), importNanos);
    }

    public double textExchangesPerSecond() {
        return perSecond(imported.exchanges(), textNanos);
    }

    public double textChunksPerSecond() {
        return perSecond(chunks, textNanos);
    }

    public double chunksPerExchange() {
        return chunks / (double) Math.max(imported.exchanges(), 1);
    }

    /** The sample's rate in exchanges: each exchange is this corpus's average number of chunks. */
    public double embeddingExchangesPerSecond() {
        return sample.chunksPerSecond() / chunksPerExchange();
    }

    /** Import, text indexing and embedding one after another, as {@code ingest} after an import does them. */
    public double allExchangesPerSecond() {
        return 1 / (1 / importExchangesPerSecond() + 1 / textExchangesPerSecond()
                + 1 / embeddingExchangesPerSecond());
    }

    /** Megabytes (10^6 bytes) of index per thousand exchanges, with the text alone. */
    public double textMegabytesPerThousandExchanges() {
        return textBytes / 1e3 / Math.max(imported.exchanges(), 1);
    }

    /** Megabytes (10^6 bytes) of index per thousand exchanges, with a 384-d vector per chunk. */
    public double megabytesPerThousandExchanges() {
        return indexBytes / 1e3 / Math.max(imported.exchanges(), 1);
    }

    private static double perSecond(int count, long nanos) {
        return count / (Math.max(nanos, 1) / 1e9);
    }
}
