package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.Notice;
import java.util.Locale;

/** The JSON and text forms of an ingest. */
final class IngestOutput {

    private IngestOutput() {
    }

    static ObjectNode json(IngestReport report) {
        ObjectNode node = Json.object();
        node.put("added", report.added());
        node.put("changed", report.changed());
        node.put("removed", report.removed());
        node.put("touched", report.touched());
        node.put("unchanged", report.unchanged());
        node.put("chunks", report.chunks());
        node.set("skipped", Json.array(report.skipped().stream().map(Notice::describe).toList()));
        node.set("warnings", Json.array(report.warnings().stream().map(Wording::of).toList()));
        node.set("embedding", report.embedding().map(EmbedOutput::json).orElse(null));
        return node;
    }

    static String text(IngestReport report) {
        String sync = String.format(Locale.ROOT,
                "ingested: %d added, %d changed, %d removed, %d touched, %d unchanged; %d chunk(s) written%n",
                report.added(), report.changed(), report.removed(), report.touched(), report.unchanged(),
                report.chunks());
        return sync + report.embedding().map(e -> EmbedOutput.text(e) + System.lineSeparator())
                .orElse("not embedded (--no-embed); run mempalace embed for vector search" + System.lineSeparator());
    }
}
