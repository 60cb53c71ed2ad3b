package dev.mempalace.benchmark.latency;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.benchmark.JsonReports;

/** Writes a cold report as JSON: the run's shape, then per mode the wall time and phase medians in milliseconds. */
public final class ColdJson {

    private ColdJson() {
    }

    public static String write(ColdReport report) {
        ObjectNode root = JsonReports.object();
        root.put("benchmark", "cold");
        root.put("queries", report.queries());
        root.put("runs", report.runs());
        root.put("process", report.process());
        ArrayNode modes = root.putArray("modes");
        for (ColdModeReport mode : report.modes()) {
            JsonReports.mode(modes, mode, node -> {
                node.put("count", mode.wall().count());
                ObjectNode wall = node.putObject("wallMillis");
                wall.put("median", mode.wall().median());
                wall.put("p90", mode.wall().p90());
                wall.put("min", mode.wall().min());
                wall.put("max", mode.wall().max());
                ObjectNode phases = node.putObject("phaseMillis");
                mode.phaseMedians().forEach(phases::put);
            });
        }
        return JsonReports.write(root);
    }
}
