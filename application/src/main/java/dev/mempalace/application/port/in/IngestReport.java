package dev.mempalace.application.port.in;

import java.util.List;
import java.util.Optional;

/**
 * What an ingest did: notes added, changed (re-chunked), removed, touched (metadata only) and unchanged;
 * files it could not read (path and reason); what else the caller should know, which needs no action from it
 * and no ingest could change (files passed over, notes repaired to be read, a damaged index moved aside); and the
 * embed run that followed, if any.
 */
public record IngestReport(
        int added, int changed, int removed, int touched, int unchanged, int chunks, List<Notice.NoteSkipped> skipped,
        List<Notice> warnings, Optional<EmbedReport> embedding) {

    public IngestReport {
        skipped = List.copyOf(skipped);
        warnings = List.copyOf(warnings);
    }
}
