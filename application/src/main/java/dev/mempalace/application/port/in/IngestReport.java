package dev.mempalace.application.port.in;

import java.util.List;
import java.util.Optional;

/**
 * What an ingest did: notes added, changed (re-chunked), removed, touched (metadata only) and unchanged;
 * files it could not read (path and reason); and the embed run that followed, if any.
 */
public record IngestReport(
        int added, int changed, int removed, int touched, int unchanged, int chunks, List<Notice.NoteSkipped> skipped,
        Optional<EmbedReport> embedding) {

    public IngestReport {
        skipped = List.copyOf(skipped);
    }
}
