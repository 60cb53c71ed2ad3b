package dev.mempalace.application.service;

import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.in.Notice;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexUpdate.Upsert;
import dev.mempalace.application.port.out.NoteSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Syncs the index with the workspace: new and changed notes are (re)chunked, deleted ones removed, unchanged
 * ones left alone, in transactions of bounded size, all in one write session, so that a second ingest waits and
 * then finds only what is left. A note that cannot be read keeps its indexed copy. Embedding follows, in write
 * sessions of its own. First of all, a damaged index is moved aside, so that this ingest rebuilds it.
 */
public final class IngestService implements IngestNotes {

    static final int BATCH = 200;

    private final NoteSource source;
    private final IndexStore store;
    private final EmbedChunks embedder;

    public IngestService(NoteSource source, IndexStore store, EmbedChunks embedder) {
        this.source = source;
        this.store = store;
        this.embedder = embedder;
    }

    @Override
    public IngestReport ingest(boolean embed, EmbedProgress progress) {
        List<Notice> warnings = new ArrayList<>();
        store.setAsideIfCorrupt().ifPresent(movedTo -> warnings.add(new Notice.IndexSetAside(movedTo)));
        WorkspaceComparison diff;
        List<Upsert> upserts;
        try (IndexSession index = store.write("ingest")) {
            diff = WorkspaceComparison.of(source, index.notes().files());
            List<Upsert> read = new ArrayList<>(diff.added());
            read.addAll(diff.changed());
            upserts = Supersession.apply(source, index.notes().files(), index.notes().supersessions(), read,
                    diff.deleted());
            for (int from = 0; from < upserts.size(); from += BATCH) {
                index.notes().apply(new IndexUpdate(upserts.subList(from, Math.min(upserts.size(), from + BATCH)),
                        List.of(), List.of()));
            }
            // Removals go last so that a note moved to a new path still references its chunk hashes (and their
            // vectors) when the old path is deleted.
            index.notes().apply(new IndexUpdate(List.of(), diff.touched(), diff.deleted()));
        }
        // Notes re-read only to be told they are superseded or no longer are count as neither added nor changed.
        int chunks = upserts.stream().limit(diff.added().size() + diff.changed().size())
                .mapToInt(u -> u.note().chunks().size()).sum();
        Optional<EmbedReport> embedding = embed ? Optional.of(embedder.embed(progress)) : Optional.empty();
        List<Notice.NoteSkipped> skipped = diff.unreadable().stream()
                .map(u -> new Notice.NoteSkipped(u.path(), u.reason())).toList();
        warnings.addAll(diff.warnings());
        return new IngestReport(diff.added().size(), diff.changed().size(), diff.deleted().size(),
                diff.touched().size(), diff.unchanged() - diff.touched().size(), chunks, skipped, warnings, embedding);
    }
}
