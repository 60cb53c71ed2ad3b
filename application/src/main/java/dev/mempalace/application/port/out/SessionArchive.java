package dev.mempalace.application.port.out;

import dev.mempalace.domain.session.Exchange;
import dev.mempalace.domain.session.Transcript;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

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

    /**
     * Writes a session's note as {@link #keep(Transcript, List, String, String, long)} does, the exchanges handed to
     * it one at a time as {@code exchanges} reads them, so that a session of any length is written holding little
     * more than one part of its note. By default they are gathered and kept as a list.
     */
    default String keep(Transcript session, Exchanges exchanges, String title, String transcriptPath, long bytes) {
        List<Exchange> all = new ArrayList<>();
        exchanges.each(all::add);
        return keep(session, all, title, transcriptPath, bytes);
    }

    /** Removes a session's note; false when there was none. */
    boolean remove(String harness, String id);

    /** A session's exchanges read as they are needed: each handed in order to the sink given. */
    @FunctionalInterface
    interface Exchanges {

        /** Reads the exchanges, handing each to {@code sink}. */
        void each(Consumer<Exchange> sink);
    }
}
