package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.answer.IngestAnswer;
import java.util.Locale;
import java.util.Map;

/** The JSON and text forms of an embed run. */
public final class EmbedOutput {

    private EmbedOutput() {
    }

    public static Map<String, Object> json(EmbedReport report) {
        return IngestAnswer.embedding(report);
    }

    public static String text(EmbedReport report) {
        return String.format(Locale.ROOT, "embedded %d chunk(s) in %.1f s; %d of %d chunks have a vector",
                report.embedded(), report.millis() / 1000.0, report.withVector(), report.chunks());
    }
}
