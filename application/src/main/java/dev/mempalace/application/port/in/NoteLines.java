package dev.mempalace.application.port.in;

import dev.mempalace.domain.session.SessionOrigin;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Lines of a note: its workspace-relative path, the number of the first line given, the lines themselves (without
 * line ends), how many lines the whole note has, where it came from when it is an imported session, and the notes
 * that supersede it, as the index last saw them (none: it is current, or no index says otherwise).
 */
public record NoteLines(String path, int from, List<String> lines, int total, Optional<SessionOrigin> session,
        List<String> replacedBy) {

    public NoteLines {
        lines = List.copyOf(lines);
        Objects.requireNonNull(session, "session");
        replacedBy = List.copyOf(replacedBy);
    }

    /** Lines of a note that no note supersedes. */
    public NoteLines(String path, int from, List<String> lines, int total, Optional<SessionOrigin> session) {
        this(path, from, lines, total, session, List.of());
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
