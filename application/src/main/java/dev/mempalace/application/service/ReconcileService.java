package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.ReconcileIndex;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.NoteSource;

/** Compares the workspace with the index; reads only files whose size or time changed. */
public final class ReconcileService implements ReconcileIndex {

    private final NoteSource source;
    private final NoteIndex index;

    public ReconcileService(NoteSource source, NoteIndex index) {
        this.source = source;
        this.index = index;
    }

    @Override
    public Drift reconcile() {
        return WorkspaceComparison.driftOf(source, index.files());
    }
}
