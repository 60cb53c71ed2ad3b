package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import java.util.List;
import java.util.Map;

/**
 * Compares disk with the index (reading only files whose size or time changed, and not listing the folders the
 * source keeps itself that are unchanged since the index recorded them) and says how they differ.
 */
public final class WarnOnDrift implements Freshness {

    private final NoteSource source;
    private final IndexStore store;

    public WarnOnDrift(NoteSource source, IndexStore store) {
        this.source = source;
        this.store = store;
    }

    /** Grouped once per list the store gives, which a store that keeps its list gives again until it changes. */
    private volatile IndexedFolders folders = IndexedFolders.of(Map.of());

    @Override
    public List<Notice> beforeAnswer() {
        Map<String, IndexedFile> indexed;
        try (IndexSession index = store.read()) {
            indexed = index.notes().files();
        }
        IndexedFolders grouped = folders;
        if (grouped.files() != indexed) {
            grouped = IndexedFolders.of(indexed);
            folders = grouped;
        }
        Drift drift;
        try {
            drift = WorkspaceComparison.beforeSearch(source, grouped);
        } catch (WorkspaceUnreadableException e) {
            return List.of(new Notice.WorkspaceUnreadable(e.getMessage()));
        }
        return drift.agrees() ? List.of() : List.of(new Notice.IndexBehind(drift));
    }
}
