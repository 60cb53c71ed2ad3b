package dev.mempalace.application.port.in;

import java.util.Locale;

/**
 * A note the memory will not take, and why: its body is empty, or larger than {@link RememberNote#MAX_BODY_BYTES}.
 * A bad input, so an {@link IllegalArgumentException}; drivers word it with their own remedy.
 */
public final class NoteRefused extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Why the note was refused. */
    public enum Reason {
        EMPTY, TOO_LARGE,
        /** A path it says it supersedes names no note of the workspace. */
        SUPERSEDES_NO_NOTE
    }

    private final Reason reason;
    private final long bytes;

    public NoteRefused(Reason reason, long bytes) {
        super(reason == Reason.EMPTY ? "the note's body is empty"
                : String.format(Locale.ROOT, "the note's body is %d bytes, over the limit of %d bytes (%d KiB)",
                        bytes, RememberNote.MAX_BODY_BYTES, RememberNote.MAX_BODY_BYTES / 1024));
        this.reason = reason;
        this.bytes = bytes;
    }

    /** A note whose {@code supersedes} names {@code path}, which is no note of the workspace. */
    public NoteRefused(String path) {
        super("supersedes names no note of the workspace: " + path);
        this.reason = Reason.SUPERSEDES_NO_NOTE;
        this.bytes = 0;
    }

    public Reason reason() {
        return reason;
    }

    /** The body's size in UTF-8 bytes. */
    public long bytes() {
        return bytes;
    }
}
