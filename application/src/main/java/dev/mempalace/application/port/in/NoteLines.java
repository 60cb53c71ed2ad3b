package dev.mempalace.application.port.in;

import dev.mempalace.domain.session.SessionOrigin;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Lines of a note: its workspace-relative path, the number of the first line given, the lines themselves (without
 * line ends), how many lines the whole note has, and where it came from when it is an imported session.
 */
public record NoteLines(String path, int from, List<String> lines, int total, Optional<SessionOrigin> session) {

    public NoteLines {
        lines = List.copyOf(lines);
        Objects.requireNonNull(session, "session");
    }

    /** Lines of a note that is no imported session. */
    public NoteLines(String path, int from, List<String> lines, int total) {
        this(path, from, lines, total, Optional.empty());
    }

    /** The number of the last line given (from - 1 when none). */
    public int to() {
        return from + lines.size() - 1;
    }
}
