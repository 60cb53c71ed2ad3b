package dev.mempalace.application.service;

import dev.mempalace.application.port.in.ReportStatus;
import dev.mempalace.application.port.in.StatusReport;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.VectorIndex;
import java.util.Optional;

/** Reports what the index holds, vector coverage under the current model, and drift from disk. */
public final class StatusService implements ReportStatus {

    private final NoteSource source;
    private final NoteIndex index;
    private final VectorIndex vectors;
    private final Embedder embedder;

    public StatusService(NoteSource source, NoteIndex index, VectorIndex vectors, Embedder embedder) {
        this.source = source;
        this.index = index;
        this.vectors = vectors;
        this.embedder = embedder;
    }

    @Override
    public StatusReport status() {
        Optional<Fingerprint> fingerprint;
        try {
            fingerprint = Optional.of(embedder.fingerprint());
        } catch (ModelUnavailableException e) {
            fingerprint = Optional.empty();
        }
        return new StatusReport(index.stats(), fingerprint, fingerprint.map(f -> vectors.coverage(f.id())),
                WorkspaceComparison.driftOf(source, index.files()));
    }
}
