package dev.mempalace.domain.session;

/**
 * The front-matter keys of a session note, as MemPalace writes them: {@code source: session} marks the note as an
 * imported session; the others say where it came from and how much of the transcript it holds.
 */
public final class SessionFields {

    /** The key whose value {@link #SESSION_SOURCE} marks a session note. */
    public static final String SOURCE = "source";
    /** The value of {@link #SOURCE} in a session note. */
    public static final String SESSION_SOURCE = "session";
    /** The harness that wrote the transcript: {@code claude-code} or {@code codex}. */
    public static final String HARNESS = "harness";
    /** The harness's id of the session. */
    public static final String SESSION = "session";
    /** The session's working directory; in any note, the project folder it is about. */
    public static final String PROJECT = "project";
    /** The git branch the session ran on. */
    public static final String BRANCH = "branch";
    /** The time of the transcript's first and last records (ISO-8601, UTC). */
    public static final String STARTED = "started";
    /** See {@link #STARTED}. */
    public static final String ENDED = "ended";
    /** The transcript's absolute path. */
    public static final String TRANSCRIPT = "transcript";
    /** How many of the transcript's lines the note holds (read whole). */
    public static final String LINES = "lines";
    /** The transcript's size in bytes when last imported, so that an unchanged transcript is not read again. */
    public static final String BYTES = "bytes";
    /** The folder, under the workspace, that session notes are kept in, one folder per harness below it. */
    public static final String FOLDER = "sessions";

    private SessionFields() {
    }
}
