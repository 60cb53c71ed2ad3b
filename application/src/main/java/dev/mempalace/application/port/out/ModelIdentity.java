package dev.mempalace.application.port.out;

import java.util.Objects;

/**
 * What the embedder itself decides about the vectors it makes: model, variant, model file hash, pooling, query
 * prefix and token limit. The application adds the note format to make the {@link Fingerprint}.
 */
public record ModelIdentity(String model, String variant, String modelHash, String pooling, String queryPrefix,
        int maxTokens) {

    public ModelIdentity {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(modelHash, "modelHash");
        Objects.requireNonNull(pooling, "pooling");
        Objects.requireNonNull(queryPrefix, "queryPrefix");
        if (maxTokens < 1) {
            throw new IllegalArgumentException("maxTokens must be >= 1: " + maxTokens);
        }
    }
}
