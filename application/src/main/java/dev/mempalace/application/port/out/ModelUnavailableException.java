package dev.mempalace.application.port.out;

/** The embedding model or its tokenizer cannot be found or loaded. */
public final class ModelUnavailableException extends PortFailure {

    private static final long serialVersionUID = 1L;

    public ModelUnavailableException(String message) {
        super(message, null);
    }

    public ModelUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public <R> R accept(Handler<R> handler) {
        return handler.modelUnavailable(this);
    }
}
