package dev.mempalace.application.port.out;

import java.util.Objects;

/** A session the archive holds: its note's path, how many transcript lines it holds, and the transcript's size then. */
public record ArchivedSession(String path, int lines, long bytes) {

    public ArchivedSession {
        Objects.requireNonNull(path, "path");
    }
}
