package dev.mempalace.application.port.out;

/** The workspace folder cannot be listed or does not exist. */
public final class WorkspaceUnreadableException extends PortFailure {

    private static final long serialVersionUID = 1L;

    public WorkspaceUnreadableException(String message) {
        super(message, null);
    }

    public WorkspaceUnreadableException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public <R> R accept(Handler<R> handler) {
        return handler.workspaceUnreadable(this);
    }
}
