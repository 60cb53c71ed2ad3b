package dev.mempalace.adapter.onnx;

import dev.mempalace.application.contract.EmbedderContract;
import dev.mempalace.application.port.out.Embedder;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** The real embedder, on the bundled int8 model, honours the embedder contract. */
class OnnxEmbedderContractTest extends EmbedderContract {

    @TempDir
    static Path cache;

    private static OnnxEmbedder int8;

    @BeforeAll
    static void load() {
        int8 = OnnxEmbedder.bundled(ModelVariant.INT8, cache);
    }

    @AfterAll
    static void close() {
        int8.close();
    }

    @Override
    protected Embedder embedder() {
        return int8;
    }
}
