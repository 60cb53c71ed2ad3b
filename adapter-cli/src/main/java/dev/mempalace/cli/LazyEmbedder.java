package dev.mempalace.cli;

import dev.mempalace.adapter.onnx.ModelLoad;
import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Defers building the embedder to its first use, so that a bad model folder only fails the commands that need
 * the model: a lexical search or a status still runs (and reports the model as unavailable).
 */
final class LazyEmbedder implements Embedder, AutoCloseable {

    private final Supplier<OnnxEmbedder> factory;
    private OnnxEmbedder embedder;

    LazyEmbedder(Supplier<OnnxEmbedder> factory) {
        this.factory = factory;
    }

    @Override
    public Fingerprint fingerprint() {
        return embedder().fingerprint();
    }

    @Override
    public float[] embedQuery(String query) {
        return embedder().embedQuery(query);
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        return embedder().embedDocuments(texts);
    }

    /** Tokens the model has been fed so far; none when it never loaded. */
    long tokensEmbedded() {
        return embedder == null ? 0 : embedder.tokensEmbedded();
    }

    /** How long the model took to load, once it has loaded. */
    Optional<ModelLoad> load() {
        return embedder == null ? Optional.empty() : embedder.load();
    }

    @Override
    public void close() {
        if (embedder != null) {
            embedder.close();
        }
    }

    private OnnxEmbedder embedder() {
        if (embedder == null) {
            embedder = factory.get();
        }
        return embedder;
    }
}
