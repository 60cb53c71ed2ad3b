package dev.mempalace.application.service;

import dev.mempalace.application.port.in.CopyIndex;
import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.IndexCopyReport;
import dev.mempalace.application.port.in.IngestReport;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStats;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Fills an index from another one without embedding again. The notes are the truth, so the target is synced with
 * the workspace as an ingest does it; then its chunks that lack a vector are taken a batch per write session, each
 * given the vector the source holds for it under the current model's fingerprint, else embedded. The source is only
 * read. An interrupted copy, or one its progress cancels, resumes where it stopped.
 */
public final class IndexCopyService implements CopyIndex {

    static final int BATCH = 64;

    private static final EmbedChunks NOT_HERE = progress -> {
        throw new IllegalStateException("the copy embeds its chunks itself");
    };

    private final NoteSource notes;
    private final Embedder embedder;
    private final IndexStore from;
    private final IndexStore to;

    public IndexCopyService(NoteSource notes, Embedder embedder, IndexStore from, IndexStore to) {
        this.notes = notes;
        this.embedder = embedder;
        this.from = from;
        this.to = to;
    }

    @Override
    public IndexCopyReport copy(EmbedProgress progress) {
        long start = System.nanoTime();
        Fingerprint current = Fingerprint.of(embedder.identity(), notes.format());
        // Opened first, so that a missing source fails the copy before the target is written.
        try (IndexSession source = from.read()) {
            IngestReport synced = new IngestService(notes, to, NOT_HERE).ingest(false, EmbedProgress.NONE);
            int total = target(s -> s.vectors().coverage(current.id())).missing();
            int copied = 0;
            int embedded = 0;
            progress.update(0, total);
            while (!progress.cancelled()) {
                Batch batch = copyBatch(source, current);
                if (batch.copied() + batch.embedded() == 0) {
                    break;
                }
                copied += batch.copied();
                embedded += batch.embedded();
                progress.update(Math.min(copied + embedded, total), total);
            }
            IndexStats stats = target(s -> s.notes().stats());
            VectorCoverage after = target(s -> s.vectors().coverage(current.id()));
            return new IndexCopyReport(stats.notes(), stats.chunks(), copied, embedded, after.withVector(),
                    synced.skipped(), synced.warnings(), (System.nanoTime() - start) / 1_000_000);
        }
    }

    /** Gives one batch of the target's chunks without a vector one: the source's, else a new one. */
    private Batch copyBatch(IndexSession source, Fingerprint current) {
        try (IndexSession target = to.write("index copy")) {
            List<PendingChunk> batch = target.vectors().pending(current.id(), BATCH);
            if (batch.isEmpty()) {
                return new Batch(0, 0);
            }
            Map<String, float[]> vectors = new LinkedHashMap<>(source.vectors().stored(current.id(),
                    batch.stream().map(PendingChunk::hash).toList()));
            List<PendingChunk> missing = batch.stream().filter(chunk -> !vectors.containsKey(chunk.hash())).toList();
            if (!missing.isEmpty()) {
                List<float[]> made = embedder.embedDocuments(missing.stream().map(PendingChunk::text).toList());
                for (int i = 0; i < missing.size(); i++) {
                    vectors.put(missing.get(i).hash(), made.get(i));
                }
            }
            target.vectors().put(current, vectors);
            return new Batch(batch.size() - missing.size(), missing.size());
        }
    }

    private <T> T target(Function<IndexSession, T> work) {
        try (IndexSession session = to.read()) {
            return work.apply(session);
        }
    }

    /** How many chunk texts of a batch got the source's vector, and how many were embedded. */
    private record Batch(int copied, int embedded) {
    }
}
