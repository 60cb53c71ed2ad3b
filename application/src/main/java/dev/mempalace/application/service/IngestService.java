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
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.NoteSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Syncs the index with the workspace: new and changed notes are (re)chunked, deleted ones removed, unchanged
 * ones left alone, each note written soon after it is read, in transactions of bounded size (never the whole
 * workspace held), all in one write session, so that a second ingest waits and
 * then finds only what is left. A note that cannot be read keeps its indexed copy. Embedding follows, in write
 * sessions of its own. First of all, a damaged index is moved aside, so that this ingest rebuilds it.
 */
public final class IngestService implements IngestNotes {

    static final int BATCH = 200;
    /** Chunks that may wait in one transaction: a session note of many exchanges has tens of thousands. */
    static final int BATCH_CHUNKS = 20_000;

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
        int chunks;
        try (IndexSession index = store.write("ingest")) {
            Map<String, IndexedFile> files = index.notes().files();
            Supersession.Telling telling = Supersession.telling(index.notes().supersessions());
            Batch batch = new Batch(index);
            diff = WorkspaceComparison.of(source, files, upsert -> batch.add(telling.first(upsert)));
            // Notes re-read only to be told they are superseded or no longer are count as neither added nor changed.
            chunks = batch.chunks;
            telling.rest(source, files, diff.deleted()).forEach(batch::add);
            batch.flush();
            // Removals go last so that a note moved to a new path still references its chunk hashes (and their
            // vectors) when the old path is deleted.
            index.notes().apply(new IndexUpdate(List.of(), diff.touched(), diff.deleted()));
        }
        Optional<EmbedReport> embedding = embed ? Optional.of(embedder.embed(progress)) : Optional.empty();
        List<Notice.NoteSkipped> skipped = diff.unreadable().stream()
                .map(u -> new Notice.NoteSkipped(u.path(), u.reason())).toList();
        warnings.addAll(diff.warnings());
        return new IngestReport(diff.added().size(), diff.changed().size(), diff.deleted().size(),
                diff.touched().size(), diff.unchanged() - diff.touched().size(), chunks, skipped, warnings, embedding);
    }

    /**
     * Notes read and not yet written: written in a transaction once {@link #BATCH} notes or {@link #BATCH_CHUNKS}
     * chunks wait, so that an ingest holds a bounded part of the workspace, whatever its size.
     */
    private static final class Batch {

        private final IndexSession index;
        private final List<Upsert> waiting = new ArrayList<>();
        private int waitingChunks;
        private int chunks;

        Batch(IndexSession index) {
            this.index = index;
        }

        void add(Upsert upsert) {
            waiting.add(upsert);
            waitingChunks += upsert.note().chunks().size();
            chunks += upsert.note().chunks().size();
            if (waiting.size() >= BATCH || waitingChunks >= BATCH_CHUNKS) {
                flush();
            }
        }

        void flush() {
            if (!waiting.isEmpty()) {
                index.notes().apply(new IndexUpdate(List.copyOf(waiting), List.of(), List.of()));
                waiting.clear();
                waitingChunks = 0;
            }
        }
    }
}
