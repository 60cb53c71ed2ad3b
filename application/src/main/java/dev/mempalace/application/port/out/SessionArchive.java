package dev.mempalace.application.port.out;

import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Transcript;
import java.util.List;
import java.util.Optional;

/**
 * Where imported sessions are kept as notes, one per session, so that they outlive the harness's own cleanup and the
 * note source lists them like any note. Text handed to it has already been redacted.
 */
public interface SessionArchive {

    /** What the archive holds of a session, if anything. */
    Optional<ArchivedSession> find(String harness, String id);

    /**
     * Writes a session's note, or brings it up to date: the header facts replaced, and the given exchanges added after
     * those it holds (an exchange that starts where its last one starts replaces it: it has grown since). Returns the
     * note's path. The note appears whole or not at all. Throws {@link NoteUnreadableException} when it cannot be
     * written.
     */
    String keep(Transcript session, List<Exchange> exchanges, String title, String transcriptPath, long bytes);

    /** Removes a session's note; false when there was none. */
    boolean remove(String harness, String id);
}
