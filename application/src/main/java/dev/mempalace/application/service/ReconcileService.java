package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.ReconcileIndex;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;

/**
 * Compares the workspace with the index (after a cheap check that it is not damaged); reads only files whose size
 * or time changed.
 */
public final class ReconcileService implements ReconcileIndex {

    private final NoteSource source;
    private final IndexStore store;

    public ReconcileService(NoteSource source, IndexStore store) {
        this.source = source;
        this.store = store;
    }

    @Override
    public Drift reconcile() {
        store.verify();
        try (IndexSession index = store.read()) {
            return WorkspaceComparison.driftOf(source, index.notes().files());
        }
    }
}
