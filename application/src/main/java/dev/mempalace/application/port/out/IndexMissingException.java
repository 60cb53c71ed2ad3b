package dev.mempalace.application.port.out;

/** No index exists yet: ingest has never run for this workspace and index file. */
public class IndexMissingException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public IndexMissingException(String message) {
        super(message);
    }

    public IndexMissingException(String message, Throwable cause) {
        super(message, cause);
    }
}
