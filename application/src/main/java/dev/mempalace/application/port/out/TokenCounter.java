package dev.mempalace.application.port.out;

/**
 * Measures text in the tokens of the embedder's own model, so that no chunk is longer than the model reads. Loading
 * what it needs may fail with a {@link ModelUnavailableException}.
 */
public interface TokenCounter {

    /**
     * Names the tokenizer, cheaply: it is part of the note format, so notes measured with one tokenizer are cut
     * again under another.
     */
    String tokenizer();

    /** The most tokens the model reads of one text, special tokens included; it ignores the rest. */
    int window();

    /** The tokens the model sees in {@code text}, its special tokens included, none cut off. */
    int count(String text);

    /**
     * Where each token of {@code text} ends, in order, as indexes into {@code text} (just past the token's last
     * char); special tokens, which cover no text, are left out.
     */
    int[] tokenEnds(String text);
}
