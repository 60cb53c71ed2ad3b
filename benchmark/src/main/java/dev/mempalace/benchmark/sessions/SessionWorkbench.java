package dev.mempalace.benchmark.sessions;

import dev.mempalace.application.port.in.ConfigureSessions;
import dev.mempalace.application.port.in.EmbedChunks;
import dev.mempalace.application.port.in.ImportSessions;
import dev.mempalace.application.port.in.IngestNotes;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.benchmark.ModelFiles;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The product's session import, indexing and search over a workspace folder and an index file, as the host wires
 * them, with one model (loaded on first use) shared by every bench it opens and closed with it.
 */
public interface SessionWorkbench extends AutoCloseable {

    /** The use cases over the workspace and index, embedding with the host's model; the caller closes the bench. */
    Bench open(Path workspace, Path indexFile);

    /**
     * The same use cases, but documents and queries embedded by {@code embedder} (notes are still cut into chunks
     * by the model's tokenizer, as the product cuts them).
     */
    Bench open(Path workspace, Path indexFile, Embedder embedder);

    /** The host's model as the port the product embeds with, loaded on first use. */
    Embedder model();

    /** The files the host's model runs from, for the loop over the bare model that {@code bench embedding} races. */
    ModelFiles modelFiles();

    /** Tokens the host's model has been fed so far (special tokens included, each text cut at the model's limit). */
    long tokensEmbedded();

    @Override
    void close();

    /** The use cases over one workspace and index, and what releases them (the index file) when done. */
    record Bench(ConfigureSessions configure, ImportSessions sessions, IngestNotes ingest, EmbedChunks embed,
            SearchMemory search, Runnable release) implements AutoCloseable {

        public Bench {
            Objects.requireNonNull(configure, "configure");
            Objects.requireNonNull(sessions, "sessions");
            Objects.requireNonNull(ingest, "ingest");
            Objects.requireNonNull(embed, "embed");
            Objects.requireNonNull(search, "search");
            Objects.requireNonNull(release, "release");
        }

        @Override
        public void close() {
            release.run();
        }
    }
}
