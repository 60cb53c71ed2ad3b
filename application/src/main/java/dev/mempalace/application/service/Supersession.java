package dev.mempalace.application.service;

import dev.mempalace.application.port.out.IndexUpdate.Upsert;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Which notes other notes supersede ({@code supersedes} in their front matter), applied to an ingest's upserts: each
 * note read is told the notes that replace it, which retires it in the index; and a note left unchanged on disk whose
 * replacers changed (a new note supersedes it, or the one that did no longer does) is read again to be told so. The
 * superseded note's file is never written.
 */
final class Supersession {

    private Supersession() {
    }

    /**
     * The upserts to apply: {@code upserts}, each told its replacers, then the unchanged notes whose replacers
     * changed. {@code before} is what the index held, {@code deleted} the paths the ingest removes.
     */
    static List<Upsert> apply(NoteSource source, Map<String, IndexedFile> indexed, Map<String, List<String>> before,
            List<Upsert> upserts, Collection<String> deleted) {
        Map<String, List<String>> after = new TreeMap<>(before);
        deleted.forEach(after::remove);
        Set<String> read = new HashSet<>(deleted);
        for (Upsert upsert : upserts) {
            read.add(upsert.note().path());
            after.remove(upsert.note().path());
            if (!upsert.note().supersedes().isEmpty()) {
                after.put(upsert.note().path(), upsert.note().supersedes());
            }
        }
        Map<String, List<String>> wasReplacedBy = replacers(before);
        Map<String, List<String>> replacedBy = replacers(after);
        List<Upsert> told = new ArrayList<>();
        for (Upsert upsert : upserts) {
            told.add(told(upsert, replacedBy));
        }
        Set<String> flipped = new HashSet<>(wasReplacedBy.keySet());
        flipped.addAll(replacedBy.keySet());
        for (String path : new TreeMap<>(indexed).keySet()) {
            if (flipped.contains(path) && !read.contains(path)
                    && !Objects.equals(wasReplacedBy.get(path), replacedBy.get(path))) {
                reread(source, indexed.get(path)).ifPresent(u -> told.add(told(u, replacedBy)));
            }
        }
        return told;
    }

    /** For each superseded path, the notes that supersede it, in path order. */
    static Map<String, List<String>> replacers(Map<String, List<String>> supersessions) {
        Map<String, List<String>> replacers = new TreeMap<>();
        new TreeMap<>(supersessions).forEach((path, targets) -> targets.forEach(
                target -> replacers.computeIfAbsent(target, t -> new ArrayList<>()).add(path)));
        return replacers;
    }

    private static Upsert told(Upsert upsert, Map<String, List<String>> replacedBy) {
        List<String> replacers = replacedBy.getOrDefault(upsert.note().path(), List.of());
        return new Upsert(upsert.note().replacedBy(replacers), upsert.size(), upsert.modified(), upsert.format());
    }

    // A note that can no longer be read keeps its indexed copy, as ingest leaves any unreadable note.
    private static Optional<Upsert> reread(NoteSource source, IndexedFile file) {
        try {
            return Optional.of(new Upsert(source.read(file.path()).note(), file.size(), file.modified(),
                    file.format()));
        } catch (NoteUnreadableException | NotePathRefusedException e) {
            return Optional.empty();
        }
    }
}
