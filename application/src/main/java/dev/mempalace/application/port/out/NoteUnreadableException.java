package dev.mempalace.application.port.out;

/** One note file cannot be read or decoded. */
public final class NoteUnreadableException extends PortFailure {

    private static final long serialVersionUID = 1L;

    private final boolean vanished;

    public NoteUnreadableException(String message) {
        this(message, null);
    }

    public NoteUnreadableException(String message, Throwable cause) {
        this(message, cause, false);
    }

    private NoteUnreadableException(String message, Throwable cause, boolean vanished) {
        super(message, cause);
        this.vanished = vanished;
    }

    /** The note is gone: deleted (or moved) since it was listed. */
    public static NoteUnreadableException vanished(String message, Throwable cause) {
        return new NoteUnreadableException(message, cause, true);
    }

    /** Whether the note no longer exists, rather than existing but being unreadable. */
    public boolean vanished() {
        return vanished;
    }

    @Override
    public <R> R accept(Handler<R> handler) {
        return handler.noteUnreadable(this);
    }
}
