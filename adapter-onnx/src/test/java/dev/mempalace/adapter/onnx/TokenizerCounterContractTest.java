package dev.mempalace.adapter.onnx;

import dev.mempalace.application.contract.TokenCounterContract;
import dev.mempalace.application.port.out.TokenCounter;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** The bundled model's own tokenizer honours the token counter contract. */
class TokenizerCounterContractTest extends TokenCounterContract {

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
    protected TokenCounter counter() {
        return int8.tokenCounter();
    }
}
