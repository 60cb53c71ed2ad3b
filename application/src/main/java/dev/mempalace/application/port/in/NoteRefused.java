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
        EMPTY, TOO_LARGE
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

    public Reason reason() {
        return reason;
    }

    /** The body's size in UTF-8 bytes. */
    public long bytes() {
        return bytes;
    }
}
