package dev.mempalace.adapter.onnx;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.FutureTask;

/**
 * The bundled models' tokenizer (both variants ship the same {@code tokenizer.json}), loaded ahead of the first
 * session of a short-lived process by its warm-up, so that a search does not wait for it after its model. A session
 * over a bundled model takes it, once; any other session, and any later one, loads its own.
 */
final class TokenizerPreload {

    private static FutureTask<HuggingFaceTokenizer> pending;

    private TokenizerPreload() {
    }

    /**
     * Offers the bundled tokenizer, cut to the model's length, to the first session over a bundled model, and loads
     * it in the calling thread unless that session has already begun to.
     */
    static void load(Path cacheDir) {
        FutureTask<HuggingFaceTokenizer> load = new FutureTask<>(() -> ModelTokenizer.truncating(
                BundledModel.of(ModelVariant.INT8, cacheDir), OnnxEmbedder.MAX_TOKENS));
        synchronized (TokenizerPreload.class) {
            if (pending != null) {
                return;
            }
            pending = load;
        }
        load.run();
    }

    /**
     * The tokenizer loaded ahead for {@code source}, if it is a bundled model's and one was offered: a task to run
     * (which returns at once when the warm-up runs it or has) and then wait for.
     */
    static synchronized Optional<FutureTask<HuggingFaceTokenizer>> take(ModelSource source, int maxTokens) {
        if (pending == null || !(source instanceof BundledModel) || maxTokens != OnnxEmbedder.MAX_TOKENS) {
            return Optional.empty();
        }
        FutureTask<HuggingFaceTokenizer> taken = pending;
        pending = null;
        return Optional.of(taken);
    }
}
