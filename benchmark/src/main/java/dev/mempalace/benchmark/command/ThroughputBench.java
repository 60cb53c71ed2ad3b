package dev.mempalace.benchmark.command;

import dev.mempalace.benchmark.Folders;
import dev.mempalace.benchmark.MemoryProbe;
import dev.mempalace.benchmark.throughput.ThroughputBenchmark;
import dev.mempalace.benchmark.throughput.ThroughputGauges;
import dev.mempalace.benchmark.throughput.ThroughputJson;
import dev.mempalace.benchmark.throughput.ThroughputReport;
import dev.mempalace.benchmark.throughput.ThroughputTable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code bench --throughput}: builds a fresh index of the workspace in a temporary folder (the workspace's own
 * index is left alone), timing ingest and embedding, then deletes it.
 */
final class ThroughputBench {

    private ThroughputBench() {
    }

    static int run(BenchRun run) throws IOException {
        BenchSettings settings = run.host().settings();
        Files.createDirectories(settings.cache().resolve("bench"));
        Path dir = Files.createTempDirectory(settings.cache().resolve("bench"), "throughput-");
        Path index = dir.resolve("index.sqlite");
        ThroughputReport report;
        try (ModelWorkbench bench = run.host().workbench()) {
            report = ThroughputBenchmark.run(bench.open(settings.workspace(), index), gauges(bench, index),
                    run.embedding());
        } finally {
            Folders.delete(dir);
        }
        return run.print(ThroughputJson.write(report), ThroughputTable.render(report));
    }

    private static ThroughputGauges gauges(ModelWorkbench bench, Path index) {
        return new ThroughputGauges() {
            @Override
            public long tokensEmbedded() {
                return bench.tokensEmbedded();
            }

            @Override
            public long indexBytes() {
                return size(index);
            }

            @Override
            public long peakRssBytes() {
                return MemoryProbe.peakRssBytes().orElse(-1);
            }
        };
    }

    /** The index file and whatever SQLite left beside it (a write-ahead log not yet folded in). */
    private static long size(Path index) {
        long bytes = 0;
        for (String suffix : List.of("", "-wal")) {
            Path file = index.resolveSibling(index.getFileName() + suffix);
            try {
                bytes += Files.exists(file) ? Files.size(file) : 0;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return bytes;
    }

}
