package dev.mempalace.adapter.onnx;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/** Where an embedder's model file and tokenizer come from; resolving them never starts ONNX Runtime. */
interface ModelSource {

    String name();

    /** Where the user finds the model, for an error to name: the bundled model's name, else its folder. */
    default String place() {
        return name();
    }

    String variant();

    Path modelFile();

    String modelHash();

    /** Names the tokenizer without reading it. */
    String tokenizerName();

    InputStream openTokenizer() throws IOException;

    /**
     * Whether this model gives the same vectors, bit for bit, with its weights left as they lie as with them
     * repacked for the CPU's kernels: what lets a load for queries skip the repacking. {@code OptimisedModelTest}
     * holds each bundled model to its answer; a model of the user's own is not known to, so it is repacked.
     */
    default boolean exactUnpacked() {
        return false;
    }
}
