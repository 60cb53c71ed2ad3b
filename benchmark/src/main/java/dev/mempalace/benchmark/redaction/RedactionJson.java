package dev.mempalace.benchmark.redaction;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.benchmark.JsonReports;
import java.util.TreeMap;

/** Writes a redaction report as JSON: recall overall and per kind, the notes changed, and the speed. */
public final class RedactionJson {

    private RedactionJson() {
    }

    public static String write(RedactionReport report) {
        ObjectNode root = JsonReports.object();
        root.put("benchmark", "redaction");
        ObjectNode planted = root.putObject("planted");
        planted.put("secrets", report.planted());
        planted.put("found", report.found());
        planted.put("recall", report.recall());
        ObjectNode kinds = planted.putObject("kinds");
        new TreeMap<>(report.kinds()).entrySet().forEach(e -> {
            ObjectNode kind = kinds.putObject(e.getKey());
            kind.put("planted", e.getValue().planted());
            kind.put("gone", e.getValue().gone());
            kind.put("counted", e.getValue().counted());
            kind.put("recall", e.getValue().recall());
        });
        ObjectNode workspace = root.putObject("workspace");
        workspace.put("path", report.workspace());
        workspace.put("notes", report.notes());
        workspace.put("notesChanged", report.changed().size());
        ArrayNode notes = workspace.putArray("changed");
        report.changed().forEach(note -> {
            ObjectNode changed = notes.addObject();
            changed.put("path", note.path());
            ObjectNode noteKinds = changed.putObject("kinds");
            note.kinds().forEach(noteKinds::put);
        });
        ObjectNode speed = root.putObject("speed");
        speed.put("bytes", report.speed().bytes());
        speed.put("medianSeconds", report.speed().seconds());
        speed.put("megabytesPerSecond", report.speed().megabytesPerSecond());
        return JsonReports.write(root);
    }
}
