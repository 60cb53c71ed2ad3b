package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.application.port.in.IndexCopyReport;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.bootstrap.IndexLocation;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** The JSON and text forms of an index copy. */
final class IndexCopyOutput {

    private IndexCopyOutput() {
    }

    static ObjectNode json(IndexCopyReport report) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("notes", report.notes());
        answer.put("chunks", report.chunks());
        answer.put("copied", report.copied());
        answer.put("embedded", report.embedded());
        answer.put("withVector", report.withVector());
        answer.put("skipped", report.skipped().stream().map(Notice.NoteSkipped::describe).toList());
        answer.put("warnings", report.warnings().stream().map(Wording::of).toList());
        answer.put("millis", report.millis());
        return Json.tree(answer);
    }

    static String text(IndexCopyReport report, IndexLocation to) {
        return String.format(Locale.ROOT, "copied to %s: %d note(s), %d chunk(s); %d vector(s) copied, %d embedded "
                + "in %.1f s; %d of %d chunks have a vector", to, report.notes(), report.chunks(), report.copied(),
                report.embedded(), report.millis() / 1000.0, report.withVector(), report.chunks());
    }
}
