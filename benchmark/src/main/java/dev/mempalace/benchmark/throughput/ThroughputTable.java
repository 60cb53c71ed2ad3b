package dev.mempalace.benchmark.throughput;

import java.util.Locale;

/** Renders a throughput report for a person: one line per step, then the index and memory. */
public final class ThroughputTable {

    private static final double MIB = 1024.0 * 1024.0;

    private ThroughputTable() {
    }

    public static String render(ThroughputReport r) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "throughput: a fresh index of the workspace%n%n"));
        out.append(String.format(Locale.ROOT, "ingest  %d notes, %d chunks in %.2f s: %.1f notes/s, %.1f chunks/s "
                + "(peak RSS %s)%n", r.notes(), r.chunks(), r.ingestSeconds(), r.notesPerSecond(),
                r.ingestChunksPerSecond(), mebibytes(r.peakRssAfterIngest())));
        out.append(String.format(Locale.ROOT, "embed   %d chunks, %d tokens (%.0f a chunk) in %.2f s: %.1f chunks/s, "
                + "%.0f tokens/s (peak RSS %s)%n", r.embedded(), r.tokens(), r.tokensPerChunk(), r.embedSeconds(),
                r.embedChunksPerSecond(), r.tokensPerSecond(), mebibytes(r.peakRssAfterEmbed())));
        out.append(String.format(Locale.ROOT, "index   %.1f MiB, %.2f MiB per 1,000 chunks%n", r.indexBytes() / MIB,
                r.bytesPerThousandChunks() / MIB));
        return out.toString();
    }

    private static String mebibytes(long bytes) {
        return bytes < 0 ? "unknown" : String.format(Locale.ROOT, "%.0f MiB", bytes / MIB);
    }
}
