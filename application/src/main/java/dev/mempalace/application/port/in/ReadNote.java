package dev.mempalace.application.port.in;

import java.util.Optional;

/** Read a note of the workspace, whole or the lines asked for, as a hit points to them. */
public interface ReadNote {

    /** Throws the note-path and note-unreadable port failures for paths that name no readable note. */
    NoteLines read(String path, Optional<LineRange> lines);
}
