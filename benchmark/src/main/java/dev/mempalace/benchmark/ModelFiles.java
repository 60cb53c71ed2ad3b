package dev.mempalace.benchmark;

import java.nio.file.Path;
import java.util.Objects;

/** What the product's model runs from, as its host hands it: the ONNX file, its tokenizer, the threads a text gets. */
public record ModelFiles(Path model, byte[] tokenizerJson, int threads) {

    public ModelFiles {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(tokenizerJson, "tokenizerJson");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1: " + threads);
        }
    }
}
