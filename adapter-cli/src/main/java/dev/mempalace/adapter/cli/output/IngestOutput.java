package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.answer.IngestAnswer;
import java.util.Locale;
import java.util.Map;

/** The JSON and text forms of an ingest. */
public final class IngestOutput {

    private IngestOutput() {
    }

    public static Map<String, Object> json(IngestReport report) {
        return IngestAnswer.of(report, Wording::of);
    }

    public static String text(IngestReport report) {
        String sync = String.format(Locale.ROOT,
                "ingested: %d added, %d changed, %d removed, %d touched, %d unchanged; %d chunk(s) written%n",
                report.added(), report.changed(), report.removed(), report.touched(), report.unchanged(),
                report.chunks());
        return sync + report.embedding().map(e -> EmbedOutput.text(e) + System.lineSeparator())
                .orElse("not embedded (--no-embed); run mempalace embed for vector search" + System.lineSeparator());
    }
}
