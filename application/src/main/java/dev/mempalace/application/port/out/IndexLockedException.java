package dev.mempalace.application.port.out;

/** Another writer held the index beyond the bounded wait; the message names the holder when known. */
public final class IndexLockedException extends PortFailure {

    private static final long serialVersionUID = 1L;

    public IndexLockedException(String message) {
        super(message, null);
    }

    public IndexLockedException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public <R> R accept(Handler<R> handler) {
        return handler.indexLocked(this);
    }
}
