package dev.mempalace.adapter.onnx;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/** Where an embedder's model file and tokenizer come from; resolving them never starts ONNX Runtime. */
interface ModelSource {

    String name();

    String variant();

    Path modelFile();

    String modelHash();

    /** Names the tokenizer without reading it. */
    String tokenizerName();

    InputStream openTokenizer() throws IOException;
}
