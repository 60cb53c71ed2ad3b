package dev.mempalace.application.service;

import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.ModelUnavailableException;
import java.util.ArrayList;
import java.util.List;

/**
 * Brings the index up to date before each answer: when disk and index differ (which {@link WarnOnDrift} tells
 * cheaply), ingests under a write session, embedding only the changed chunks, then reports the notes it could not
 * read and whatever difference remains; a store never ingested is built. Without the model the text is still
 * synced; the search that follows says the vectors are missing.
 */
public final class SyncOnDrift implements Freshness {

    private final WarnOnDrift check;
    private final IngestNotes ingest;
    private final EmbedChunks embed;

    public SyncOnDrift(WarnOnDrift check, IngestNotes ingest, EmbedChunks embed) {
        this.check = check;
        this.ingest = ingest;
        this.embed = embed;
    }

    @Override
    public List<Notice> beforeAnswer() {
        List<Notice> before;
        try {
            before = check.beforeAnswer();
        } catch (IndexMissingException e) {
            // A store nobody has ingested yet: the sync builds it.
            return sync();
        }
        if (before.stream().noneMatch(Notice.IndexBehind.class::isInstance)) {
            return before;
        }
        return sync();
    }

    private List<Notice> sync() {
        IngestReport report = ingest.ingest(false, EmbedProgress.NONE);
        try {
            embed.embed(EmbedProgress.NONE);
        } catch (ModelUnavailableException e) {
            // The search that follows runs without the vector leg and says why.
        }
        List<Notice> notices = new ArrayList<>(report.skipped());
        notices.addAll(check.beforeAnswer());
        return notices;
    }
}
