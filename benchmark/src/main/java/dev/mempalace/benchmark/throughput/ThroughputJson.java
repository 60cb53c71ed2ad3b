package dev.mempalace.benchmark.throughput;

import dev.mempalace.benchmark.JsonReports;

/** Writes a throughput report as JSON: counts, seconds and rates per step, index size and peak memory. */
public final class ThroughputJson {

    private ThroughputJson() {
    }

    public static String write(ThroughputReport r) {
        return JsonReports.write(new Json("throughput",
                new Ingest(r.notes(), r.chunks(), r.ingestSeconds(), r.notesPerSecond(), r.ingestChunksPerSecond(),
                        known(r.peakRssAfterIngest())),
                new Embed(r.embedded(), r.tokens(), r.embedSeconds(), r.embedChunksPerSecond(), r.tokensPerSecond(),
                        r.tokensPerChunk(), known(r.peakRssAfterEmbed())),
                new Index(r.indexBytes(), r.bytesPerThousandChunks())));
    }

    /** A size, or null (JSON's) when unknown (negative). */
    private static Long known(long bytes) {
        return bytes < 0 ? null : bytes;
    }

    record Json(String benchmark, Ingest ingest, Embed embed, Index index) {
    }

    record Ingest(int notes, int chunks, double seconds, double notesPerSecond, double chunksPerSecond,
            Long peakRssBytes) {
    }

    record Embed(int chunks, long tokens, double seconds, double chunksPerSecond, double tokensPerSecond,
            double tokensPerChunk, Long peakRssBytes) {
    }

    record Index(long bytes, double bytesPer1000Chunks) {
    }
}
