package dev.mempalace.application.service;

import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Embeds the chunks that lack a vector, a batch per write session: each batch is picked, embedded and committed
 * while this process alone may write, so two processes embedding at once never embed the same chunk, and an
 * interrupted run, or one its progress cancels, resumes where it stopped.
 */
public final class EmbedService implements EmbedChunks {

    static final int BATCH = 32;

    private final NoteSource source;
    private final Embedder embedder;
    private final IndexStore store;

    public EmbedService(NoteSource source, Embedder embedder, IndexStore store) {
        this.source = source;
        this.embedder = embedder;
        this.store = store;
    }

    @Override
    public EmbedReport embed(EmbedProgress progress) {
        long start = System.nanoTime();
        Fingerprint made = Fingerprint.of(embedder.identity(), source.format());
        int total = coverage(made).missing();
        int done = 0;
        progress.update(0, total);
        while (!progress.cancelled()) {
            int embedded = embedBatch(made);
            if (embedded == 0) {
                break;
            }
            done += embedded;
            progress.update(Math.min(done, total), total);
        }
        VectorCoverage after = coverage(made);
        return new EmbedReport(done, after.chunks(), after.withVector(), (System.nanoTime() - start) / 1_000_000);
    }

    private VectorCoverage coverage(Fingerprint fingerprint) {
        try (IndexSession index = store.read()) {
            return index.vectors().coverage(fingerprint.id());
        }
    }

    /** Embeds and stores one batch of what is still missing; returns how many chunks it embedded. */
    private int embedBatch(Fingerprint fingerprint) {
        try (IndexSession index = store.write("embed")) {
            List<PendingChunk> batch = index.vectors().pending(fingerprint.id(), BATCH);
            if (batch.isEmpty()) {
                return 0;
            }
            List<float[]> vectors = embedder.embedDocuments(batch.stream().map(PendingChunk::text).toList());
            Map<String, float[]> byHash = new LinkedHashMap<>();
            for (int i = 0; i < batch.size(); i++) {
                byHash.put(batch.get(i).hash(), vectors.get(i));
            }
            index.vectors().put(fingerprint, byHash);
            return batch.size();
        }
    }
}
