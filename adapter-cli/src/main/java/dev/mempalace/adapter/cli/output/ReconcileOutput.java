package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.in.Drift;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON and text forms of a reconcile: {@code + new}, {@code ~ changed}, {@code - deleted}. */
public final class ReconcileOutput {

    private static final String NL = System.lineSeparator();

    private ReconcileOutput() {
    }

    public static Map<String, Object> json(Drift drift) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("agrees", drift.agrees());
        answer.put("added", drift.added());
        answer.put("changed", drift.changed());
        answer.put("deleted", drift.deleted());
        answer.put("unchanged", drift.unchanged());
        return answer;
    }

    public static String text(Drift drift) {
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
