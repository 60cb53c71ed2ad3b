package dev.mempalace.application.port.in.answer;

import dev.mempalace.application.port.in.IndexCopyReport;
import dev.mempalace.application.port.in.Notice;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/** An index copy as an answer: what the other index holds afterwards, what was copied and embedded. */
public final class IndexCopyAnswer {

    private IndexCopyAnswer() {
    }

    public static Map<String, Object> of(IndexCopyReport report, Function<? super Notice, String> wording) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("notes", report.notes());
        root.put("chunks", report.chunks());
        root.put("copied", report.copied());
        root.put("embedded", report.embedded());
        root.put("withVector", report.withVector());
        root.put("skipped", report.skipped().stream().map(Notice::describe).toList());
        root.put("warnings", report.warnings().stream().map(wording).toList());
        root.put("millis", report.millis());
        return root;
    }
}
