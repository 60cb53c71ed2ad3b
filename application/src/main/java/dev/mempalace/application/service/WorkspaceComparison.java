package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.out.IndexUpdate.Upsert;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NoteReading;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.Note;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Disk compared with the index. A file whose size, modification time and note format match the index is taken
 * as unchanged without reading it; any other file is read and judged by its content hash and format, except
 * that a comparison made only for its drift does not read a file indexed under another note format: it is stale
 * whatever it holds, and after an upgrade that may be every file, on every search until the next ingest; and it
 * judges the files it reads by their content hash alone, never parsing or chunking them.
 * A folder that cannot be read is treated as its notes would be one by one: each indexed note in it is unreadable
 * and keeps its indexed copy; one holding no indexed note is passed over with its reason. A note that vanishes between the listing and its reading is simply gone. Files the
 * source passed over and notes it had to repair are reported, never drift: no ingest could change them.
 */
record WorkspaceComparison(
        List<String> added, List<String> changed, List<IndexedFile> touched, List<String> deleted, int unchanged,
        List<Unreadable> unreadable, List<String> addedUnread, List<String> changedUnread, List<Notice> warnings) {

    /** A file that could not be read: its path, why, and whether the index holds an older copy. */
    record Unreadable(String path, String reason, boolean indexed) {
    }

    /**
     * The comparison an ingest acts on: every file that is new or changed is read, and handed to {@code read} as it
     * is (not held: a workspace of any size is compared holding one note).
     */
    static WorkspaceComparison of(NoteSource source, Map<String, IndexedFile> indexed, Consumer<Upsert> read) {
        return compare(source, indexed, true, source.listing(), read);
    }

    /** Only the drift, reading as few files as it can. */
    static Drift driftOf(NoteSource source, Map<String, IndexedFile> indexed) {
        return compare(source, indexed, false, source.listing(), unread -> { }).drift();
    }

    /**
     * The drift a search reports over a listing that left out the folders it kept, whose {@code keptNotes} indexed
     * notes (all under the source's note format) are taken as they are; {@code indexed} holds the listed folders'.
     */
    static Drift beforeSearch(NoteSource source, Map<String, IndexedFile> indexed, Listing listing, int keptNotes) {
        Drift listed = compare(source, indexed, false, listing, unread -> { }).drift();
        return new Drift(listed.added(), listed.changed(), listed.deleted(), listed.unchanged() + keptNotes);
    }

    private static WorkspaceComparison compare(NoteSource source, Map<String, IndexedFile> indexed,
            boolean readStale, Listing listing, Consumer<Upsert> read) {
        List<String> added = new ArrayList<>();
        List<String> changed = new ArrayList<>();
        List<IndexedFile> touched = new ArrayList<>();
        List<Unreadable> unreadable = new ArrayList<>();
        // Only for the drift: paths judged without reading the note (parsed, chunked) into an upsert.
        List<String> addedUnread = new ArrayList<>();
        List<String> changedUnread = new ArrayList<>();
        Set<String> onDisk = new HashSet<>();
        String format = source.format();
        List<Notice> warnings = new ArrayList<>();
        listing.passedOver().forEach(p -> warnings.add(new Notice.NotePassedOver(p.path(), p.reason())));
        for (Listing.Unlisted folder : listing.unreadableFolders()) {
            List<String> inside = indexed.keySet().stream().filter(folder::holds).sorted().toList();
            inside.forEach(path -> unreadable.add(new Unreadable(path, folder.reason(), true)));
            onDisk.addAll(inside);
            if (inside.isEmpty()) {
                warnings.add(new Notice.NotePassedOver(folder.path(), folder.reason()));
            }
        }
        int unchanged = 0;
        for (SourceFile file : listing.files()) {
            onDisk.add(file.path());
            IndexedFile known = indexed.get(file.path());
            boolean sameFormat = known != null && known.format().equals(format);
            if (sameFormat && known.size() == file.size() && known.modified() == file.modified()) {
                unchanged++;
                continue;
            }
            if (known != null && !sameFormat && !readStale) {
                changedUnread.add(file.path());
                continue;
            }
            Note note;
            try {
                if (!readStale) {
                    String hash = ContentHash.of(source.text(file.path()));
                    if (known == null) {
                        addedUnread.add(file.path());
                    } else if (known.contentHash().equals(hash)) {
                        touched.add(new IndexedFile(file.path(), hash, file.size(), file.modified(), format));
                    } else {
                        changedUnread.add(file.path());
                    }
                    continue;
                }
                NoteReading reading = source.read(file.path());
                note = reading.note();
                reading.repaired().ifPresent(r -> warnings.add(new Notice.NoteRepaired(file.path(), r)));
            } catch (NoteUnreadableException e) {
                if (e.vanished()) {
                    onDisk.remove(file.path());
                } else {
                    unreadable.add(new Unreadable(file.path(), e.getMessage(), known != null));
                }
                continue;
            } catch (NotePathRefusedException e) {
                unreadable.add(new Unreadable(file.path(), e.getMessage(), known != null));
                continue;
            }
            Upsert upsert = new Upsert(note, file.size(), file.modified(), format);
            if (known == null) {
                added.add(file.path());
                read.accept(upsert);
            } else if (sameFormat && known.contentHash().equals(note.contentHash())) {
                touched.add(new IndexedFile(file.path(), note.contentHash(), file.size(), file.modified(), format));
            } else {
                changed.add(file.path());
                read.accept(upsert);
            }
        }
        List<String> deleted = indexed.keySet().stream().filter(p -> !onDisk.contains(p)).sorted().toList();
        return new WorkspaceComparison(added, changed, touched, deleted, unchanged + touched.size(), unreadable,
                addedUnread, changedUnread, warnings);
    }

    Drift drift() {
        List<String> addedPaths = new ArrayList<>(added);
        List<String> changedPaths = new ArrayList<>(changed);
        unreadable.forEach(u -> (u.indexed() ? changedPaths : addedPaths).add(u.path()));
        addedPaths.addAll(addedUnread);
        changedPaths.addAll(changedUnread);
        addedPaths.sort(null);
        changedPaths.sort(null);
        return new Drift(addedPaths, changedPaths, deleted, unchanged);
    }
}
