package dev.mempalace.benchmark.latency;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.benchmark.JsonReports;

/**
 * Writes a cold report as JSON: the run's shape, per mode the wall time and phase medians in milliseconds and the
 * ratios to the peers, then the peers' wall times and, with a warm process, its figures.
 */
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
                node.put("mode", mode.label());
                node.put("count", mode.wall().count());
                wall(node, mode.wall());
                ObjectNode phases = node.putObject("phaseMillis");
                mode.phaseMedians().forEach(phases::put);
                ObjectNode ratios = node.putObject("ratios");
                mode.ratios().forEach(ratios::put);
            });
        }
        ArrayNode peers = root.putArray("peers");
        for (ColdPeer peer : report.peers()) {
            ObjectNode node = peers.addObject();
            node.put("name", peer.name());
            node.put("key", peer.key());
            node.put("count", peer.wall().count());
            wall(node, peer.wall());
        }
        if (report.daemon() != null) {
            ObjectNode daemon = root.putObject("daemon");
            daemon.put("residentBytes", report.daemon().residentBytes());
            daemon.put("commandsServed", report.daemon().commandsServed());
        }
        return JsonReports.write(root);
    }

    private static void wall(ObjectNode node, WallStats stats) {
        ObjectNode wall = node.putObject("wallMillis");
        wall.put("median", stats.median());
        wall.put("p90", stats.p90());
        wall.put("min", stats.min());
        wall.put("max", stats.max());
    }
}
