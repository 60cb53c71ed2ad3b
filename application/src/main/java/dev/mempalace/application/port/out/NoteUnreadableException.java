package dev.mempalace.application.port.out;

/** One note file cannot be read or decoded. */
public final class NoteUnreadableException extends PortFailure {

    private static final long serialVersionUID = 1L;

    public NoteUnreadableException(String message) {
        super(message, null);
    }

    public NoteUnreadableException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public <R> R accept(Handler<R> handler) {
        return handler.noteUnreadable(this);
    }
}
