package dev.mempalace.application.port.in.answer;

import dev.mempalace.application.port.in.TimelineEntry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The timeline as an answer: one entry per day, newest first, each with its notes (path, kind, harness, project). */
public final class TimelineAnswer {

    private TimelineAnswer() {
    }

    public static Map<String, Object> of(List<TimelineEntry> entries) {
        Map<String, List<Map<String, Object>>> days = new LinkedHashMap<>();
        for (TimelineEntry entry : entries) {
            Map<String, Object> node = new LinkedHashMap<>();
            node.put("path", entry.path());
            node.put("kind", entry.session() ? "session" : "note");
            node.put("harness", entry.harness().orElse(null));
            node.put("project", entry.project().orElse(null));
            days.computeIfAbsent(entry.dayText(), day -> new ArrayList<>()).add(node);
        }
        List<Map<String, Object>> list = new ArrayList<>();
        days.forEach((day, notes) -> {
            Map<String, Object> node = new LinkedHashMap<>();
            node.put("day", day);
            node.put("notes", notes);
            list.add(node);
        });
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("days", list);
        return root;
    }
}
