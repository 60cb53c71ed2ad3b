package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.in.SessionImport;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** The counts of one import, as it goes. */
final class ImportTally {

    final int sources;
    int transcripts;
    int read;
    int created;
    int extended;
    int unchanged;
    int privateSkipped;
    int privateRemoved;
    int outsideProject;
    int empty;
    int exchanges;
    final Map<String, Integer> redacted = new TreeMap<>();
    final List<Notice.NoteSkipped> unreadable = new ArrayList<>();
    /** The ids of the sessions found marked private, whose sub-agents are left out with them. */
    final Set<String> privateSessions = new HashSet<>();

    ImportTally(int sources) {
        this.sources = sources;
    }

    SessionImport report() {
        return new SessionImport(sources, transcripts, read, created, extended, unchanged, privateSkipped,
                privateRemoved, outsideProject, empty, exchanges, redacted, unreadable);
    }
}
