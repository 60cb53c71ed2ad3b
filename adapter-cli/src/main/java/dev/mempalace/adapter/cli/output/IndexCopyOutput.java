package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.in.IndexCopyReport;
import dev.mempalace.application.port.in.answer.IndexCopyAnswer;
import dev.mempalace.bootstrap.IndexLocation;
import java.util.Locale;
import java.util.Map;

/** The JSON and text forms of an index copy. */
public final class IndexCopyOutput {

    private IndexCopyOutput() {
    }

    public static Map<String, Object> json(IndexCopyReport report) {
        return IndexCopyAnswer.of(report, Wording::of);
    }

    public static String text(IndexCopyReport report, IndexLocation to) {
        return String.format(Locale.ROOT, "copied to %s: %d note(s), %d chunk(s); %d vector(s) copied, %d embedded "
                + "in %.1f s; %d of %d chunks have a vector", to, report.notes(), report.chunks(), report.copied(),
                report.embedded(), report.millis() / 1000.0, report.withVector(), report.chunks());
    }
}
