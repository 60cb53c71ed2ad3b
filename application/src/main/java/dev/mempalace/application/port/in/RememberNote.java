package dev.mempalace.application.port.in;

/**
 * Write what an agent learned as a new Markdown note of the workspace, then index and embed it (in a write
 * session), so that the next search finds it. Never overwrites a note.
 */
public interface RememberNote {

    Remembered remember(NewNote note);
}
