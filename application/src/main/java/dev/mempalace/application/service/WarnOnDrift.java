package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.IndexedFolder;
import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compares disk with the index (reading only files whose size or time changed, and not listing the folders the
 * source keeps itself that are unchanged since the index recorded them) and says how they differ.
 */
public final class WarnOnDrift implements Freshness {

    private static final IndexedFolder NONE = new IndexedFolder(0, 0, 0);

    private final NoteSource source;
    private final IndexStore store;

    public WarnOnDrift(NoteSource source, IndexStore store) {
        this.source = source;
        this.store = store;
    }

    @Override
    public List<Notice> beforeAnswer() {
        Map<String, IndexedFolder> folders;
        try (IndexSession index = store.read()) {
            folders = index.notes().folders(source.format());
        }
        Drift drift;
        try {
            drift = folders.values().stream().anyMatch(f -> f.otherFormat() > 0) ? everyNote() : keptLeftOut(folders);
        } catch (WorkspaceUnreadableException e) {
            return List.of(new Notice.WorkspaceUnreadable(e.getMessage()));
        }
        return drift.agrees() ? List.of() : List.of(new Notice.IndexBehind(drift));
    }

    /** The source leaves out the folders it keeps unchanged; only the other files are read from the index. */
    private Drift keptLeftOut(Map<String, IndexedFolder> folders) {
        Map<String, Long> newest = new HashMap<>();
        folders.forEach((folder, f) -> newest.put(folder, f.newest()));
        Listing listing = source.listing(newest);
        Set<String> kept = Set.copyOf(listing.keptFolders());
        int keptNotes = kept.stream().mapToInt(f -> folders.getOrDefault(f, NONE).notes()).sum();
        Set<String> listed = new HashSet<>(folders.keySet());
        listed.removeAll(kept);
        Map<String, IndexedFile> others;
        try (IndexSession index = store.read()) {
            others = index.notes().filesIn(listed);
        }
        return WorkspaceComparison.beforeSearch(source, others, listing, keptNotes);
    }

    /** After a change of note format every note is stale, wherever it is: compared one by one until the ingest. */
    private Drift everyNote() {
        Map<String, IndexedFile> indexed;
        try (IndexSession index = store.read()) {
            indexed = index.notes().files();
        }
        return WorkspaceComparison.driftOf(source, indexed);
    }
}
