package dev.mempalace.adapter.onnx;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.djl.huggingface.tokenizers.jni.CharSpan;
import dev.mempalace.application.port.out.TokenCounter;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Counts tokens with the model's own tokenizer, found and loaded on first use; it never starts ONNX Runtime. It cuts
 * nothing off, so a count may exceed the window.
 */
final class TokenizerCounter implements TokenCounter, AutoCloseable {

    private final Supplier<ModelSource> locate;
    private final Supplier<String> naming;
    private final int window;
    private final Path cacheDir;
    private HuggingFaceTokenizer tokenizer;
    private String name;
    private boolean closed;

    /**
     * {@code naming}: the tokenizer's name, asked once; {@code cacheDir}: the folder of the model's cache, where DJL's
     * native library goes ({@link DjlOffline}).
     */
    TokenizerCounter(Supplier<ModelSource> locate, Supplier<String> naming, int window, Path cacheDir) {
        this.locate = locate;
        this.naming = naming;
        this.window = window;
        this.cacheDir = cacheDir;
    }

    @Override
    public synchronized String tokenizer() {
        if (name == null) {
            name = naming.get();
        }
        return name;
    }

    @Override
    public int window() {
        return window;
    }

    @Override
    public synchronized int count(String text) {
        return encode(text, true).getIds().length;
    }

    /** The tokenizer's spans count code points; a Java index counts chars, two for a supplementary code point. */
    @Override
    public synchronized int[] tokenEnds(String text) {
        CharSpan[] spans = encode(text, false).getCharTokenSpans();
        int[] ends = new int[spans.length];
        int codePoints = 0;
        int index = 0;
        for (int i = 0; i < spans.length; i++) {
            index = text.offsetByCodePoints(index, spans[i].getEnd() - codePoints);
            codePoints = spans[i].getEnd();
            ends[i] = index;
        }
        return ends;
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (tokenizer != null) {
            tokenizer.close();
            tokenizer = null;
        }
    }

    private Encoding encode(String text, boolean withSpecialTokens) {
        Objects.requireNonNull(text, "text");
        if (closed) {
            throw new IllegalStateException("the token counter is closed");
        }
        if (tokenizer == null) {
            DjlOffline.nativesIn(cacheDir);
            tokenizer = ModelTokenizer.whole(locate.get());
        }
        try {
            return tokenizer.encode(text, withSpecialTokens, false);
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot tokenize text: " + OnnxSession.firstLine(e), e);
        }
    }
}
