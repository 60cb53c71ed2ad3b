package dev.mempalace.application.port.out;

import java.util.Objects;

/** The index file exists but cannot be used: why is in {@link #reason()}, so that a driver can say what to do. */
public final class IndexUnavailableException extends PortFailure {

    private static final long serialVersionUID = 1L;

    /** Why the index cannot be used. */
    public enum Reason {
        /** Made by an older MemPalace (or never finished): a write brings it up to date. */
        OUTDATED,
        /** Made by a newer MemPalace than this one. */
        NEWER,
        /** Damaged, or not an index at all: it can only be rebuilt from the notes. */
        CORRUPT,
        /** A database of some other program. */
        FOREIGN,
        /** The file system refuses it: permissions, a full disk, an I/O error. */
        UNUSABLE
    }

    private final Reason reason;

    public IndexUnavailableException(Reason reason, String message) {
        this(reason, message, null);
    }

    public IndexUnavailableException(Reason reason, String message, Throwable cause) {
        super(message, cause);
        this.reason = Objects.requireNonNull(reason, "reason");
    }

    public Reason reason() {
        return reason;
    }

    @Override
    public <R> R accept(Handler<R> handler) {
        return handler.indexUnavailable(this);
    }
}
