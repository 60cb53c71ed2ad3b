package dev.mempalace.application.port.in;

/** Compute the vectors that are missing under the current embedder, in resumable batches. */
public interface EmbedChunks {

    EmbedReport embed(EmbedProgress progress);
}
