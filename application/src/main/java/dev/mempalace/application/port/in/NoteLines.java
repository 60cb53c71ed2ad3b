package dev.mempalace.application.port.in;

import java.util.List;

/**
 * Lines of a note: its workspace-relative path, the number of the first line given, the lines themselves (without
 * line ends), and how many lines the whole note has.
 */
public record NoteLines(String path, int from, List<String> lines, int total) {

    public NoteLines {
        lines = List.copyOf(lines);
    }

    /** The number of the last line given (from - 1 when none). */
    public int to() {
        return from + lines.size() - 1;
    }
}
