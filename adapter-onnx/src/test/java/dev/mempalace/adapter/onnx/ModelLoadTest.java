package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModelLoadTest {

    @TempDir
    Path cache;

    @Test
    void theLoadIsReportedOnceTheFirstEmbedLoadsTheModel() {
        try (OnnxEmbedder embedder = OnnxEmbedder.bundled(ModelVariant.INT8, cache)) {
            embedder.identity();
            assertTrue(embedder.load().isEmpty(), "the fingerprint loads no model");

            embedder.embedQuery("file lock");
            ModelLoad first = embedder.load().orElseThrow();
            embedder.embedQuery("another query");

            assertSame(first, embedder.load().orElseThrow(), "a loaded model is not loaded again");
            assertFalse(first.tokenizer().isNegative() || first.session().isNegative(), first::toString);
        }
    }

    @Test
    void negativeDurationsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new ModelLoad(Duration.ofMillis(-1), Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new ModelLoad(Duration.ZERO, Duration.ofMillis(-1)));
    }
}
