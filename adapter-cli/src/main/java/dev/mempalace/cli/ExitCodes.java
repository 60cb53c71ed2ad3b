package dev.mempalace.cli;

import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import java.util.Optional;

/** The documented exit codes of the mempalace command (the README), and which failure gets which. */
public final class ExitCodes {

    public static final int OK = 0;
    public static final int INTERNAL = 1;
    public static final int USAGE = 2;
    public static final int NO_INDEX = 3;
    public static final int WORKSPACE_UNREADABLE = 4;
    public static final int INDEX_LOCKED = 5;
    public static final int INDEX_UNAVAILABLE = 6;
    public static final int MODEL_UNAVAILABLE = 7;
    public static final int NOTES_SKIPPED = 8;
    public static final int DRIFT = 10;

    private ExitCodes() {
    }

    /** The code for a failure: that of the first port exception in its cause chain, else an internal error. */
    public static int of(Throwable failure) {
        return portFailure(failure).map(ExitCodes::direct).orElse(INTERNAL);
    }

    /** The first exception in the cause chain that the user can act on (a port exception), if any. */
    public static Optional<Throwable> portFailure(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (direct(t) != INTERNAL) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    private static int direct(Throwable t) {
        if (t instanceof NotePathRefusedException) {
            return USAGE;
        }
        if (t instanceof IndexMissingException) {
            return NO_INDEX;
        }
        if (t instanceof WorkspaceUnreadableException) {
            return WORKSPACE_UNREADABLE;
        }
        if (t instanceof IndexLockedException) {
            return INDEX_LOCKED;
        }
        if (t instanceof IndexUnavailableException) {
            return INDEX_UNAVAILABLE;
        }
        if (t instanceof ModelUnavailableException) {
            return MODEL_UNAVAILABLE;
        }
        return INTERNAL;
    }
}
