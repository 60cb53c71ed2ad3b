package dev.mempalace.application.port.out;

/** Another process holds the index's write lock beyond the busy timeout. */
public class IndexLockedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public IndexLockedException(String message) {
        super(message);
    }

    public IndexLockedException(String message, Throwable cause) {
        super(message, cause);
    }
}
