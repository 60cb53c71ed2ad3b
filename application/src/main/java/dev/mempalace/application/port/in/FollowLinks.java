package dev.mempalace.application.port.in;

/** The links of a note: where its own links lead (or that they lead nowhere), and which notes link to it. */
public interface FollowLinks {

    /** Throws the note-path and note-unreadable port failures for a path that names no readable note, as get does. */
    NoteLinks links(String path);
}
