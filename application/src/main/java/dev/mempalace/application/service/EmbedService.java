package dev.mempalace.application.service;

import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.EmbedReport;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorCoverage;
import dev.mempalace.application.port.out.VectorIndex;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Embeds the chunks that lack a vector, committing each batch so an interrupted run resumes where it stopped. */
public final class EmbedService implements EmbedChunks {

    static final int BATCH = 32;

    private final Embedder embedder;
    private final VectorIndex vectors;

    public EmbedService(Embedder embedder, VectorIndex vectors) {
        this.embedder = embedder;
        this.vectors = vectors;
    }

    @Override
    public EmbedReport embed(EmbedProgress progress) {
        long start = System.nanoTime();
        Fingerprint made = embedder.fingerprint();
        String fingerprint = made.id();
        VectorCoverage before = vectors.coverage(fingerprint);
        int total = before.missing();
        int done = 0;
        progress.update(0, total);
        List<PendingChunk> batch = vectors.pending(fingerprint, BATCH);
        while (!batch.isEmpty()) {
            List<float[]> embedded = embedder.embedDocuments(batch.stream().map(PendingChunk::text).toList());
            Map<String, float[]> byHash = new LinkedHashMap<>();
            for (int i = 0; i < batch.size(); i++) {
                byHash.put(batch.get(i).hash(), embedded.get(i));
            }
            vectors.put(made, byHash);
            done += batch.size();
            progress.update(Math.min(done, total), total);
            batch = vectors.pending(fingerprint, BATCH);
        }
        VectorCoverage after = vectors.coverage(fingerprint);
        return new EmbedReport(done, after.chunks(), after.withVector(), (System.nanoTime() - start) / 1_000_000);
    }
}
