package dev.mempalace.application.port.in.answer;

import dev.mempalace.application.port.in.NoteLines;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Lines of a note as an answer: where the note is, which lines these are of how many, each line numbered, for an
 * imported session where it came from, and {@code replacedBy} when other notes supersede it.
 */
public final class NoteAnswer {

    private NoteAnswer() {
    }

    public static Map<String, Object> of(NoteLines note, Path workspace) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("path", note.path());
        root.put("absolutePath", workspace.resolve(note.path()).toString());
        root.put("from", note.from());
        root.put("to", note.to());
        root.put("total", note.total());
        List<Map<String, Object>> lines = new ArrayList<>();
        for (int i = 0; i < note.lines().size(); i++) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("line", note.from() + i);
            line.put("text", note.lines().get(i));
            lines.add(line);
        }
        root.put("lines", lines);
        note.session().ifPresent(origin -> root.put("session", SessionAnswer.of(origin)));
        if (!note.replacedBy().isEmpty()) {
            root.put("replacedBy", note.replacedBy());
        }
        return root;
    }
}
