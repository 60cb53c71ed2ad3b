package dev.mempalace.application.port.in.answer;

import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.Notice;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/** An ingest (a sync) as an answer: what it did to the notes, the files it could not read, and the embed run. */
public final class IngestAnswer {

    private IngestAnswer() {
    }

    public static Map<String, Object> of(IngestReport report, Function<? super Notice, String> wording) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("added", report.added());
        root.put("changed", report.changed());
        root.put("removed", report.removed());
        root.put("touched", report.touched());
        root.put("unchanged", report.unchanged());
        root.put("chunks", report.chunks());
        root.put("skipped", report.skipped().stream().map(Notice::describe).toList());
        root.put("warnings", report.warnings().stream().map(wording).toList());
        root.put("embedding", report.embedding().map(IngestAnswer::embedding).orElse(null));
        return root;
    }

    /** An embed run as an answer. */
    public static Map<String, Object> embedding(EmbedReport report) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("embedded", report.embedded());
        root.put("chunks", report.chunks());
        root.put("withVector", report.withVector());
        root.put("millis", report.millis());
        return root;
    }
}
