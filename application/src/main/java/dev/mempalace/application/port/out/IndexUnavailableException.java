package dev.mempalace.application.port.out;

/** The index file cannot be opened, is corrupt, or was written by a newer MemPalace. */
public class IndexUnavailableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public IndexUnavailableException(String message) {
        super(message);
    }

    public IndexUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
