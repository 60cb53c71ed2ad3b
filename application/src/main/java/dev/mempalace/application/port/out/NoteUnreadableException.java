package dev.mempalace.application.port.out;

/** One note file cannot be read or decoded. */
public class NoteUnreadableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public NoteUnreadableException(String message) {
        super(message);
    }

    public NoteUnreadableException(String message, Throwable cause) {
        super(message, cause);
    }
}
