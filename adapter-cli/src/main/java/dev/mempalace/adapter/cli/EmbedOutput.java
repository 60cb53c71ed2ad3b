package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.in.EmbedReport;
import java.util.Locale;

/** The JSON and text forms of an embed run. */
final class EmbedOutput {

    private EmbedOutput() {
    }

    static ObjectNode json(EmbedReport report) {
        ObjectNode node = Json.object();
        node.put("embedded", report.embedded());
        node.put("chunks", report.chunks());
        node.put("withVector", report.withVector());
        node.put("millis", report.millis());
        return node;
    }

    static String text(EmbedReport report) {
        return String.format(Locale.ROOT, "embedded %d chunk(s) in %.1f s; %d of %d chunks have a vector",
                report.embedded(), report.millis() / 1000.0, report.withVector(), report.chunks());
    }
}
