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

    /** A telling of the notes an ingest reads, one at a time, as the index held the supersessions before. */
    static Telling telling(Map<String, List<String>> before) {
        return new Telling(before);
    }

    /**
     * Tells each note read the notes that replaced it in the index, as it is read, so that it can be written at once;
     * after the last, the notes whose replacers the ingest changed are read again to be told so: those it read, and
     * the unchanged ones (rare: a supersession written or removed).
     */
    static final class Telling {

        private final Map<String, List<String>> before;
        private final Map<String, List<String>> wasReplacedBy;
        /** Every note read: what it supersedes, and its file as listed, to read it again if need be. */
        private final Map<String, List<String>> supersedes = new TreeMap<>();
        private final Map<String, IndexedFile> read = new TreeMap<>();

        private Telling(Map<String, List<String>> before) {
            this.before = before;
            this.wasReplacedBy = replacers(before);
        }

        /** The note read, told its replacers as the index held them. */
        Upsert first(Upsert upsert) {
            String path = upsert.note().path();
            read.put(path, new IndexedFile(path, upsert.note().contentHash(), upsert.size(), upsert.modified(),
                    upsert.format()));
            supersedes.put(path, upsert.note().supersedes());
            return told(upsert, wasReplacedBy);
        }

        /**
         * The upserts still to apply once every note was read: each note whose replacers changed, read again and told.
         * {@code indexed} is what the index held, {@code deleted} the paths the ingest removes.
         */
        List<Upsert> rest(NoteSource source, Map<String, IndexedFile> indexed, Collection<String> deleted) {
            Map<String, List<String>> after = new TreeMap<>(before);
            deleted.forEach(after::remove);
            supersedes.forEach((path, targets) -> {
                after.remove(path);
                if (!targets.isEmpty()) {
                    after.put(path, targets);
                }
            });
            Map<String, List<String>> replacedBy = replacers(after);
            List<Upsert> told = new ArrayList<>();
            read.forEach((path, file) -> {
                if (!Objects.equals(wasReplacedBy.get(path), replacedBy.get(path))) {
                    reread(source, file).ifPresent(u -> told.add(told(u, replacedBy)));
                }
            });
            Set<String> flipped = new HashSet<>(wasReplacedBy.keySet());
            flipped.addAll(replacedBy.keySet());
            Set<String> gone = new HashSet<>(deleted);
            for (String path : new TreeMap<>(indexed).keySet()) {
                if (flipped.contains(path) && !read.containsKey(path) && !gone.contains(path)
                        && !Objects.equals(wasReplacedBy.get(path), replacedBy.get(path))) {
                    reread(source, indexed.get(path)).ifPresent(u -> told.add(told(u, replacedBy)));
                }
            }
            return told;
        }
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
