package dev.mempalace.application.port.out;

/** A path from a caller names no note of the workspace: outside it, not Markdown, or malformed. */
public final class NotePathRefusedException extends PortFailure {

    private static final long serialVersionUID = 1L;

    public NotePathRefusedException(String message) {
        super(message, null);
    }

    @Override
    public <R> R accept(Handler<R> handler) {
        return handler.notePathRefused(this);
    }
}
