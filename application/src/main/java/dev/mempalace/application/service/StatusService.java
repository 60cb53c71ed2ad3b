package dev.mempalace.application.service;

import dev.mempalace.application.port.in.ReportStatus;
import dev.mempalace.application.port.in.StatusReport;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NoteSource;
import java.util.Optional;

/**
 * Reports what the index holds (after a cheap check that it is not damaged), vector coverage under the current
 * model, and drift from disk.
 */
public final class StatusService implements ReportStatus {

    private final NoteSource source;
    private final IndexStore store;
    private final Embedder embedder;

    public StatusService(NoteSource source, IndexStore store, Embedder embedder) {
        this.source = source;
        this.store = store;
        this.embedder = embedder;
    }

    @Override
    public StatusReport status() {
        Optional<Fingerprint> fingerprint;
        try {
            fingerprint = Optional.of(Fingerprint.of(embedder.identity(), source.format()));
        } catch (ModelUnavailableException e) {
            fingerprint = Optional.empty();
        }
        store.verify();
        try (IndexSession index = store.read()) {
            return new StatusReport(index.notes().stats(), fingerprint,
                    fingerprint.map(f -> index.vectors().coverage(f.id())),
                    WorkspaceComparison.driftOf(source, index.notes().files()));
        }
    }
}
