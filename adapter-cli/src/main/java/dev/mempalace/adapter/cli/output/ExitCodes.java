package dev.mempalace.adapter.cli.output;

import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexUnavailableException;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.PortFailure;
import dev.mempalace.application.port.out.TranscriptUnreadableException;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import java.util.Optional;

/** The documented exit codes of the mempalace command (docs/cli.md), and which failure gets which. */
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
    public static final int TRANSCRIPT_UNREADABLE = 9;
    public static final int DRIFT = 10;
    public static final int DAEMON_UNAVAILABLE = 11;
    /** {@code doctor} found something to tend. */
    public static final int FOUND = 12;

    private ExitCodes() {
    }

    /** The code for a failure: that of the first port failure in its cause chain, else an internal error. */
    public static int of(Throwable failure) {
        return portFailure(failure).map(f -> f.accept(CODES)).orElse(INTERNAL);
    }

    /** The first failure in the cause chain that the user can act on (a port failure), if any. */
    public static Optional<PortFailure> portFailure(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof PortFailure port) {
                return Optional.of(port);
            }
        }
        return Optional.empty();
    }

    private static final PortFailure.Handler<Integer> CODES = new PortFailure.Handler<>() {
        @Override
        public Integer indexMissing(IndexMissingException failure) {
            return NO_INDEX;
        }

        @Override
        public Integer indexLocked(IndexLockedException failure) {
            return INDEX_LOCKED;
        }

        @Override
        public Integer indexUnavailable(IndexUnavailableException failure) {
            return INDEX_UNAVAILABLE;
        }

        @Override
        public Integer modelUnavailable(ModelUnavailableException failure) {
            return MODEL_UNAVAILABLE;
        }

        @Override
        public Integer workspaceUnreadable(WorkspaceUnreadableException failure) {
            return WORKSPACE_UNREADABLE;
        }

        @Override
        public Integer noteUnreadable(NoteUnreadableException failure) {
            return NOTES_SKIPPED;
        }

        @Override
        public Integer notePathRefused(NotePathRefusedException failure) {
            return USAGE;
        }

        @Override
        public Integer transcriptUnreadable(TranscriptUnreadableException failure) {
            return TRANSCRIPT_UNREADABLE;
        }
    };
}
