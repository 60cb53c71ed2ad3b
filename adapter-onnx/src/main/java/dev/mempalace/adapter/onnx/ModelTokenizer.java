package dev.mempalace.adapter.onnx;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import dev.mempalace.application.port.out.ModelUnavailableException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

/** Loads a model's own tokenizer (its {@code tokenizer.json}) with DJL, offline, adding the special tokens. */
final class ModelTokenizer {

    private ModelTokenizer() {
    }

    /** Cuts every text to {@code maxTokens}, as the model reads it. */
    static HuggingFaceTokenizer truncating(ModelSource source, int maxTokens) {
        return load(source, Map.of("addSpecialTokens", "true", "truncation", "true", "padding", "false",
                "maxLength", Integer.toString(maxTokens), "modelMaxLength", Integer.toString(maxTokens)));
    }

    /** Keeps every token of a text, however many. */
    static HuggingFaceTokenizer whole(ModelSource source) {
        return load(source, Map.of("addSpecialTokens", "true", "truncation", "false", "padding", "false"));
    }

    private static HuggingFaceTokenizer load(ModelSource source, Map<String, String> options) {
        DjlOffline.enable();
        try (InputStream json = source.openTokenizer()) {
            return HuggingFaceTokenizer.newInstance(json, options);
        } catch (IOException | RuntimeException | LinkageError e) {
            throw new ModelUnavailableException("cannot load the tokenizer of " + source.place() + ": "
                    + OnnxSession.firstLine(e), e);
        }
    }
}
