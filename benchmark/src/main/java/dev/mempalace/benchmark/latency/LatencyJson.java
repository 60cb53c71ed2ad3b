package dev.mempalace.benchmark.latency;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.benchmark.JsonReports;

/** Writes a latency report as JSON: the run's shape, then per mode the real modes and the latency in milliseconds. */
public final class LatencyJson {

    private LatencyJson() {
    }

    public static String write(LatencyReport report) {
        return JsonReports.write(tree(report));
    }

    public static ObjectNode tree(LatencyReport report) {
        ObjectNode root = JsonReports.object();
        root.put("benchmark", "latency");
        root.put("queries", report.queries());
        root.put("warmupRounds", report.warmupRounds());
        root.put("rounds", report.rounds());
        ArrayNode modes = root.putArray("modes");
        for (LatencyModeReport mode : report.modes()) {
            LatencyStats s = mode.latency();
            JsonReports.mode(modes, mode, node -> {
                node.put("count", s.count());
                ObjectNode millis = node.putObject("millis");
                millis.put("p50", s.p50());
                millis.put("p95", s.p95());
                millis.put("p99", s.p99());
                millis.put("mean", s.mean());
                millis.put("min", s.min());
                millis.put("max", s.max());
            });
        }
        return root;
    }
}
