package dev.mempalace.application.service;

import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.NoteLines;
import dev.mempalace.application.port.in.ReadNote;
import dev.mempalace.application.port.out.NoteSource;
import java.util.List;
import java.util.Optional;

/** Reads a note's lines from the workspace itself (the truth), never from the index. */
public final class ReadNoteService implements ReadNote {

    private final NoteSource source;

    public ReadNoteService(NoteSource source) {
        this.source = source;
    }

    @Override
    public NoteLines read(String path, Optional<LineRange> lines) {
        String text = source.text(path);
        List<String> all = text.isEmpty() ? List.of() : List.of(text.split("\n", -1));
        if (!all.isEmpty() && all.get(all.size() - 1).isEmpty()) {
            all = all.subList(0, all.size() - 1);
        }
        if (lines.isEmpty()) {
            return new NoteLines(path, 1, all, all.size());
        }
        int from = Math.min(lines.get().from(), all.size() + 1);
        int to = Math.min(lines.get().to(), all.size());
        return new NoteLines(path, from, all.subList(from - 1, Math.max(from - 1, to)), all.size());
    }
}
