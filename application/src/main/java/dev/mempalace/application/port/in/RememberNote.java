package dev.mempalace.application.port.in;

import java.time.Duration;

/**
 * Write what an agent learned as a new Markdown note of the workspace, then index and embed it (in a write
 * session), so that the next search finds it. Never overwrites a note.
 */
public interface RememberNote {

    /**
     * The largest body a note may have, in UTF-8 bytes (64 KiB): a note is one topic, and 64 KiB is some 16,000
     * tokens, dozens of chunks, which embed in seconds; a larger text is a document to put in the workspace as a
     * file, which ingest takes at any size.
     */
    int MAX_BODY_BYTES = 64 * 1024;

    /**
     * How long remembering may spend computing vectors before it answers: the note is saved and indexed by its
     * words first, and what is not embedded by then is embedded by the next embed, ingest or sync. An MCP client
     * must not wait for long; checked between batches of chunks, so a call may overrun it by one batch.
     */
    Duration EMBED_BUDGET = Duration.ofSeconds(5);

    /** Throws {@link NoteRefused} for an empty or blank body, or one over {@link #MAX_BODY_BYTES}. */
    Remembered remember(NewNote note);
}
