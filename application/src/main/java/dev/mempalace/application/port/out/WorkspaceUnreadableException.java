package dev.mempalace.application.port.out;

/** The workspace folder cannot be listed or does not exist. */
public class WorkspaceUnreadableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public WorkspaceUnreadableException(String message) {
        super(message);
    }

    public WorkspaceUnreadableException(String message, Throwable cause) {
        super(message, cause);
    }
}
