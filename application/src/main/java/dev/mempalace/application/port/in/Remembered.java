package dev.mempalace.application.port.in;

import java.util.Optional;

/** Where a remembered note was written (workspace-relative), and the ingest that indexed it. */
public record Remembered(String path, IngestReport ingest) {

    /**
     * The embedding of the note, when the model was available and embedded every chunk within
     * {@link RememberNote#EMBED_BUDGET} (else the ingest's warnings hold {@link Notice.VectorsDeferred}).
     */
    public Optional<EmbedReport> embedding() {
        return ingest.embedding();
    }
}
