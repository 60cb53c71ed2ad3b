package dev.mempalace.application.port.out;

/** A path from a caller names no note of the workspace: outside it, not Markdown, or malformed. */
public class NotePathRefusedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public NotePathRefusedException(String message) {
        super(message);
    }
}
