package dev.mempalace.benchmark.latency;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.benchmark.JsonReports;
import java.util.List;

/** The latency JSON of the pooled samples with {@code "forks"} at the top and each mode's {@code "forkP50"}. */
public final class ForkedLatencyJson {

    private ForkedLatencyJson() {
    }

    public static String write(ForkedLatencyReport report) {
        ObjectNode root = LatencyJson.tree(report.pooled());
        root.put("forks", report.forks());
        List<LatencyModeReport> modes = report.pooled().modes();
        for (int i = 0; i < modes.size(); i++) {
            ArrayNode p50s = ((ObjectNode) root.get("modes").get(i)).putArray("forkP50");
            report.forkP50().get(modes.get(i).requested()).forEach(p50s::add);
        }
        return JsonReports.write(root);
    }
}
