package dev.mempalace.application.service;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.ReportStatus;
import dev.mempalace.application.port.in.StatusReport;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.VectorCoverage;
import java.util.Map;
import java.util.Optional;

/**
 * Reports what the index holds (after a cheap check that it is not damaged), vector coverage under the current
 * model, and drift from disk. A workspace with no notes and no index yet is an empty memory.
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
        try {
            store.verify();
        } catch (IndexMissingException missing) {
            return empty(fingerprint, missing);
        }
        IndexStats stats;
        Optional<VectorCoverage> vectors;
        Drift drift;
        try (IndexSession index = store.read()) {
            stats = index.notes().stats();
            vectors = fingerprint.map(f -> index.vectors().coverage(f.id()));
            drift = WorkspaceComparison.driftOf(source, index.notes().files());
        }
        // The size once the session is closed, as a command measured it after the store was.
        return new StatusReport(stats, store.bytes(), fingerprint, vectors, drift);
    }

    /**
     * A workspace without notes needs no index to be known empty: a fresh one is a normal state, not an error.
     * With notes on disk, the missing index is the answer, with the remedy the driver gives it.
     */
    private StatusReport empty(Optional<Fingerprint> fingerprint, IndexMissingException missing) {
        Drift drift = WorkspaceComparison.driftOf(source, Map.of());
        if (!drift.agrees()) {
            throw missing;
        }
        return new StatusReport(new IndexStats(0, 0), store.bytes(), fingerprint,
                fingerprint.map(f -> new VectorCoverage(0, 0)), drift);
    }
}
