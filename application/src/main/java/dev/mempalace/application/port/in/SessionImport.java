package dev.mempalace.application.port.in;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a session import did: transcripts seen and read, notes created and extended, transcripts unchanged since
 * the last import, sessions left out (marked private, or run outside the source's project) and private sessions
 * removed from the store, transcripts read that hold no exchange (no note written), exchanges written, secrets redacted by kind (never their values), and the transcripts
 * that could not be read.
 */
public record SessionImport(int sources, int transcripts, int read, int created, int extended, int unchanged,
        int privateSkipped, int privateRemoved, int outsideProject, int empty, int exchanges, Map<String, Integer> redacted,
        List<Notice.NoteSkipped> unreadable) {

    /** Nothing imported: no source configured. */
    public static final SessionImport NONE = new SessionImport(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, Map.of(), List.of());

    public SessionImport {
        redacted = Map.copyOf(new TreeMap<>(redacted));
        unreadable = List.copyOf(unreadable);
    }

    /** How many secrets were redacted in all. */
    public int secrets() {
        return redacted.values().stream().mapToInt(Integer::intValue).sum();
    }
}
