package dev.mempalace.benchmark.throughput;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.benchmark.Workbench.Bench;

/**
 * Times building an index from nothing: one ingest without embedding, then one embed run, so parsing and
 * indexing are measured apart from the model. The bench must start with an empty index.
 */
public final class ThroughputBenchmark {

    private ThroughputBenchmark() {
    }

    /** Runs both steps and releases the bench before reading the index size, so its file is complete on disk. */
    public static ThroughputReport run(Bench bench, ThroughputGauges gauges, EmbedProgress progress) {
        IngestReport ingest;
        EmbedReport embed;
        long ingestNanos;
        long embedNanos;
        long tokens;
        long rssAfterIngest;
        try (bench) {
            long start = System.nanoTime();
            ingest = bench.ingest().ingest(false, EmbedProgress.NONE);
            ingestNanos = System.nanoTime() - start;
            if (ingest.changed() + ingest.unchanged() + ingest.touched() + ingest.removed() > 0) {
                throw new IllegalArgumentException("the throughput benchmark needs an empty index");
            }
            rssAfterIngest = gauges.peakRssBytes();
            long tokensBefore = gauges.tokensEmbedded();
            start = System.nanoTime();
            embed = bench.embed().embed(progress);
            embedNanos = System.nanoTime() - start;
            tokens = gauges.tokensEmbedded() - tokensBefore;
        }
        return new ThroughputReport(ingest.added(), ingest.chunks(), ingestNanos, embed.embedded(), tokens,
                embedNanos, gauges.indexBytes(), rssAfterIngest, gauges.peakRssBytes());
    }
}
