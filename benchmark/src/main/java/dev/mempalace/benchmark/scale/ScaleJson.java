package dev.mempalace.benchmark.scale;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.benchmark.JsonReports;
import dev.mempalace.benchmark.latency.LatencyJson;

/** Writes a scale report as JSON: the run, then per size the build, disk, cold starts, warm latency and memory. */
public final class ScaleJson {

    private ScaleJson() {
    }

    public static String write(ScaleReport report) {
        ObjectNode root = JsonReports.object();
        root.put("benchmark", "scale");
        root.put("vectors", ScaleReport.VECTORS);
        root.put("seed", report.seed());
        root.put("queries", report.queries());
        root.put("warmupRounds", report.warmupRounds());
        root.put("rounds", report.rounds());
        ArrayNode sizes = root.putArray("sizes");
        report.sizes().forEach(size -> size(sizes.addObject(), size));
        return JsonReports.write(root);
    }

    private static void size(ObjectNode node, SizeReport size) {
        node.put("chunks", size.chunks());
        node.put("notes", size.notes());
        node.put("reused", size.build().isEmpty());
        size.build().ifPresentOrElse(build -> {
            ObjectNode b = node.putObject("build");
            b.put("millis", build.millis());
            b.put("textMillis", build.textNanos() / 1e6);
            b.put("vectorMillis", build.vectorNanos() / 1e6);
            b.put("notesPerSecond", build.notesPerSecond());
            b.put("chunksPerSecond", build.chunksPerSecond());
        }, () -> node.putNull("build"));
        node.put("indexBytes", size.indexBytes());
        node.put("mbPer1000Chunks", size.megabytesPerThousandChunks());
        ArrayNode cold = node.putArray("cold");
        for (ColdStart start : size.cold()) {
            ObjectNode c = cold.addObject();
            c.put("mode", start.requested().label());
            c.put("ranIn", start.ranIn().label());
            c.put("millis", start.millis());
        }
        node.set("warm", LatencyJson.tree(size.warm()).get("modes"));
        node.put("heapBytes", size.heapBytes());
        if (size.peakRssBytes().isPresent()) {
            node.put("peakRssBytes", size.peakRssBytes().getAsLong());
        } else {
            node.putNull("peakRssBytes");
        }
    }
}
