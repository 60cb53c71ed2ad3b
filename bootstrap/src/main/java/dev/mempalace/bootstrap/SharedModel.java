package dev.mempalace.bootstrap;

import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.port.out.Embedder;
import java.nio.file.Path;

/**
 * A model loaded once, on first use, for many cores (the bench's), each over a workspace and index of its own; it
 * outlives them, and closes with itself.
 */
public final class SharedModel implements AutoCloseable {

    private final OnnxEmbedder model;

    /** The model {@code settings} choose; nothing is loaded before a core needs it. */
    public SharedModel(Settings settings) {
        this.model = Adapters.model(settings);
    }

    /** A core over the workspace and index of {@code settings}, chunking and embedding with this model. */
    public Composition core(Settings settings) {
        return Composition.sharing(settings, model, model);
    }

    /** A core whose notes are chunked with this model's tokenizer but embedded by {@code embedder}. */
    public Composition core(Settings settings, Embedder embedder) {
        return Composition.sharing(settings, model, embedder);
    }

    /** How many tokens this model has embedded so far. */
    public long tokensEmbedded() {
        return model.tokensEmbedded();
    }

    /** The model as the embedder port, loaded on first use. */
    public Embedder embedder() {
        return model;
    }

    /** The model file this model runs, for a loop over the bare model. */
    public Path modelFile() {
        return model.modelFile();
    }

    /** This model's {@code tokenizer.json}, for a loop over the bare model. */
    public byte[] tokenizerJson() {
        return model.tokenizerJson();
    }

    /** The threads the model runs one text on. */
    public int threads() {
        return OnnxEmbedder.threads();
    }

    @Override
    public void close() {
        model.close();
    }
}
