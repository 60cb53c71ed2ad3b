package dev.mempalace.application.port.out;

/** No index exists yet at the place named: nothing was ever ingested there. */
public final class IndexMissingException extends PortFailure {

    private static final long serialVersionUID = 1L;

    public IndexMissingException(String message) {
        super(message, null);
    }

    public IndexMissingException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public <R> R accept(Handler<R> handler) {
        return handler.indexMissing(this);
    }
}
