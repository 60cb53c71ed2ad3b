package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.ContentHash;
import java.util.Locale;
import java.util.Objects;

/**
 * Everything that decides which vector a text gets: the model's {@link ModelIdentity} (model, variant, model
 * file hash, pooling, query prefix, token limit) and the note format, which decides the chunk texts (kept in the
 * field {@code chunker}). Vectors made under one fingerprint are never mixed with another's.
 */
public record Fingerprint(
        String model, String variant, String modelHash, String pooling, String queryPrefix, int maxTokens,
        String chunker) {

    public Fingerprint {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(modelHash, "modelHash");
        Objects.requireNonNull(pooling, "pooling");
        Objects.requireNonNull(queryPrefix, "queryPrefix");
        Objects.requireNonNull(chunker, "chunker");
        if (maxTokens < 1) {
            throw new IllegalArgumentException("maxTokens must be >= 1: " + maxTokens);
        }
    }

    /** The vectors of a model over notes of one format: what the index keys its vectors by. */
    public static Fingerprint of(ModelIdentity model, String noteFormat) {
        return new Fingerprint(model.model(), model.variant(), model.modelHash(), model.pooling(),
                model.queryPrefix(), model.maxTokens(), noteFormat);
    }

    /** Every field on one line, for people reading the index or the status; its digits ASCII in any locale. */
    public String describe() {
        return String.format(Locale.ROOT, "%s %s sha256:%s pooling=%s maxTokens=%d prefix=\"%s\" chunker=%s", model, variant,
                modelHash, pooling, maxTokens, queryPrefix, chunker);
    }

    /** A short stable identifier: the first 16 hex digits of the hash of every field. */
    public String id() {
        return ContentHash.of(String.join("\u0000", model, variant, modelHash, pooling, queryPrefix,
                Integer.toString(maxTokens), chunker)).substring(0, 16);
    }
}
