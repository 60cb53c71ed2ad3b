package dev.mempalace.application.port.out;

/**
 * Every failure a port reports: one sealed family, so that each driver maps all of them. A message states the
 * fact ("no index at ..."); what the user should do about it is the driver's to say, in its own terms.
 */
public abstract sealed class PortFailure extends RuntimeException
        permits IndexMissingException, IndexLockedException, IndexUnavailableException, ModelUnavailableException,
        WorkspaceUnreadableException, NoteUnreadableException, NotePathRefusedException,
        TranscriptUnreadableException {

    private static final long serialVersionUID = 1L;

    PortFailure(String message, Throwable cause) {
        super(message, cause);
    }

    /** Hands this failure to the handler's method for its kind. */
    public abstract <R> R accept(Handler<R> handler);

    /** One method per kind of failure: a driver that implements it maps every failure the ports can report. */
    public interface Handler<R> {

        R indexMissing(IndexMissingException failure);

        R indexLocked(IndexLockedException failure);

        R indexUnavailable(IndexUnavailableException failure);

        R modelUnavailable(ModelUnavailableException failure);

        R workspaceUnreadable(WorkspaceUnreadableException failure);

        R noteUnreadable(NoteUnreadableException failure);

        R notePathRefused(NotePathRefusedException failure);

        R transcriptUnreadable(TranscriptUnreadableException failure);
    }
}
