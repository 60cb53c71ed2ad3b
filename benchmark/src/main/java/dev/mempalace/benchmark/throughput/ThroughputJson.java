package dev.mempalace.benchmark.throughput;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.benchmark.JsonReports;

/** Writes a throughput report as JSON: counts, seconds and rates per step, index size and peak memory. */
public final class ThroughputJson {

    private ThroughputJson() {
    }

    public static String write(ThroughputReport report) {
        ObjectNode root = JsonReports.object();
        root.put("benchmark", "throughput");
        ObjectNode ingest = root.putObject("ingest");
        ingest.put("notes", report.notes());
        ingest.put("chunks", report.chunks());
        ingest.put("seconds", report.ingestSeconds());
        ingest.put("notesPerSecond", report.notesPerSecond());
        ingest.put("chunksPerSecond", report.ingestChunksPerSecond());
        bytesOrNull(ingest, "peakRssBytes", report.peakRssAfterIngest());
        ObjectNode embed = root.putObject("embed");
        embed.put("chunks", report.embedded());
        embed.put("tokens", report.tokens());
        embed.put("seconds", report.embedSeconds());
        embed.put("chunksPerSecond", report.embedChunksPerSecond());
        embed.put("tokensPerSecond", report.tokensPerSecond());
        embed.put("tokensPerChunk", report.tokensPerChunk());
        bytesOrNull(embed, "peakRssBytes", report.peakRssAfterEmbed());
        ObjectNode index = root.putObject("index");
        index.put("bytes", report.indexBytes());
        index.put("bytesPer1000Chunks", report.bytesPerThousandChunks());
        return JsonReports.write(root);
    }

    private static void bytesOrNull(ObjectNode node, String field, long bytes) {
        if (bytes < 0) {
            node.putNull(field);
        } else {
            node.put(field, bytes);
        }
    }
}
