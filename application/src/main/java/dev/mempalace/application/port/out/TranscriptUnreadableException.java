package dev.mempalace.application.port.out;

/** A session transcript (or a folder of them) cannot be read: missing, not a transcript, or not readable. */
public final class TranscriptUnreadableException extends PortFailure {

    private static final long serialVersionUID = 1L;

    public TranscriptUnreadableException(String message) {
        super(message, null);
    }

    public TranscriptUnreadableException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public <R> R accept(Handler<R> handler) {
        return handler.transcriptUnreadable(this);
    }
}
