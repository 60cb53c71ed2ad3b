package dev.mempalace.benchmark.scale;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.benchmark.JsonReports;
import dev.mempalace.benchmark.latency.LatencyJson;

/**
 * Writes a scale report as JSON: the run, then per size, for each store, the build, disk, cold starts and warm
 * latency, and the memory.
 */
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

    /** The first store's figures stay at the size's top level, as before; every other's under its kind. */
    private static void size(ObjectNode node, SizeReport size) {
        node.put("chunks", size.chunks());
        node.put("notes", size.notes());
        store(node, size.baseline(), size.chunks());
        for (StoreSize other : size.stores().subList(1, size.stores().size())) {
            store(node.putObject(other.kind()), other, size.chunks());
        }
        node.put("heapBytes", size.heapBytes());
        if (size.peakRssBytes().isPresent()) {
            node.put("peakRssBytes", size.peakRssBytes().getAsLong());
        } else {
            node.putNull("peakRssBytes");
        }
    }

    private static void store(ObjectNode node, StoreSize store, int chunks) {
        node.put("store", store.kind());
        node.put("index", store.location());
        node.put("reused", store.build().isEmpty());
        store.build().ifPresentOrElse(build -> {
            ObjectNode b = node.putObject("build");
            b.put("millis", build.millis());
            b.put("textMillis", build.textNanos() / 1e6);
            b.put("vectorMillis", build.vectorNanos() / 1e6);
            b.put("notesPerSecond", build.notesPerSecond());
            b.put("chunksPerSecond", build.chunksPerSecond());
        }, () -> node.putNull("build"));
        node.put("indexBytes", store.size().bytes());
        node.put("indexCovers", store.size().covers());
        node.put("mbPer1000Chunks", store.megabytesPerThousandChunks(chunks));
        ArrayNode cold = node.putArray("cold");
        for (ColdStart start : store.cold()) {
            ObjectNode c = cold.addObject();
            c.put("mode", start.requested().label());
            c.put("ranIn", start.ranIn().label());
            c.put("millis", start.millis());
        }
        node.set("warm", JsonReports.tree(LatencyJson.modes(store.warm())));
    }
}
