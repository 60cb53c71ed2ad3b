package dev.mempalace.application.service;

import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.domain.note.Note;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Every note of the workspace as read now, for a checkup: parsed, its text as a person reads it, and its file's
 * modification time. A note that cannot be read is left out (ingest reports it).
 */
record Workspace(Map<String, Note> notes, Map<String, String> texts, Map<String, Long> modifiedMillis) {

    static Workspace read(NoteSource source) {
        Map<String, Note> notes = new TreeMap<>();
        Map<String, String> texts = new HashMap<>();
        Map<String, Long> modified = new HashMap<>();
        for (SourceFile file : source.listing().files()) {
            try {
                notes.put(file.path(), source.readUnchunked(file.path()).note());
                texts.put(file.path(), source.text(file.path()));
                modified.put(file.path(), file.modified());
            } catch (NoteUnreadableException | NotePathRefusedException e) {
                notes.remove(file.path());
            }
        }
        return new Workspace(notes, texts, modified);
    }

    Set<String> paths() {
        return notes.keySet();
    }

    Note note(String path) {
        return notes.get(path);
    }

    String text(String path) {
        return texts.get(path);
    }

    long modified(String path) {
        return modifiedMillis.get(path);
    }

    /** The notes a checkup tends: every note but imported sessions, in path order. */
    List<String> tended() {
        return notes.values().stream().filter(n -> !n.isSession()).map(Note::path).toList();
    }

    /** The tended notes that are current: neither their own front matter nor another note retires them. */
    List<String> current() {
        Set<String> superseded = new TreeSet<>();
        supersedes().values().forEach(superseded::addAll);
        Set<String> retired = ownRetired();
        return tended().stream().filter(p -> !retired.contains(p) && !superseded.contains(p)).toList();
    }

    /** The tended notes whose own front matter retires them. */
    Set<String> ownRetired() {
        Set<String> retired = new TreeSet<>();
        tended().stream().filter(p -> notes.get(p).retired()).forEach(retired::add);
        return retired;
    }

    /** What each tended note supersedes, for those that supersede some. */
    Map<String, List<String>> supersedes() {
        Map<String, List<String>> supersedes = new TreeMap<>();
        tended().forEach(p -> {
            if (!notes.get(p).supersedes().isEmpty()) {
                supersedes.put(p, notes.get(p).supersedes());
            }
        });
        return supersedes;
    }
}
