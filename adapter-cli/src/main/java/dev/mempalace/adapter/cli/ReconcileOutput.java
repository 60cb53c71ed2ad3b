package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.in.Drift;
import java.util.List;

/** The JSON and text forms of a reconcile: {@code + new}, {@code ~ changed}, {@code - deleted}. */
final class ReconcileOutput {

    private static final String NL = System.lineSeparator();

    private ReconcileOutput() {
    }

    static ObjectNode json(Drift drift) {
        ObjectNode node = Json.object();
        node.put("agrees", drift.agrees());
        node.set("added", Json.array(drift.added()));
        node.set("changed", Json.array(drift.changed()));
        node.set("deleted", Json.array(drift.deleted()));
        node.put("unchanged", drift.unchanged());
        return node;
    }

    static String text(Drift drift) {
        if (drift.agrees()) {
            return "disk and index agree (" + drift.unchanged() + " note file(s))" + NL;
        }
        StringBuilder out = new StringBuilder();
        lines(out, "+ ", drift.added());
        lines(out, "~ ", drift.changed());
        lines(out, "- ", drift.deleted());
        return out.append(drift.size()).append(" file(s) differ from the index; run mempalace ingest").append(NL)
                .toString();
    }

    private static void lines(StringBuilder out, String mark, List<String> paths) {
        paths.forEach(p -> out.append(mark).append(p).append(NL));
    }
}
