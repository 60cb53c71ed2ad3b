package dev.mempalace.application.port.in;

import java.util.List;
import java.util.Optional;

/**
 * Where a remembered note was written (workspace-relative), the ingest that indexed it, and the current notes that
 * already say much the same (nearest first), which it could have superseded instead.
 */
public record Remembered(String path, IngestReport ingest, List<Similar> similar) {

    public Remembered {
        similar = List.copyOf(similar);
    }

    /** A note like no other. */
    public Remembered(String path, IngestReport ingest) {
        this(path, ingest, List.of());
    }

    /**
     * The embedding of the note, when the model was available and embedded every chunk within
     * {@link RememberNote#EMBED_BUDGET} (else the ingest's warnings hold {@link Notice.VectorsDeferred}).
     */
    public Optional<EmbedReport> embedding() {
        return ingest.embedding();
    }
}
