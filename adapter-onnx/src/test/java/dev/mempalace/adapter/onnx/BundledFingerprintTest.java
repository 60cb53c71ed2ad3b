package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.ModelIdentity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundledFingerprintTest {

    @TempDir
    Path cache;

    @Test
    void theFingerprintDescribesTheModelWithoutLoadingIt() throws Exception {
        try (OnnxEmbedder embedder = OnnxEmbedder.bundled(ModelVariant.INT8, cache)) {
            ModelIdentity identity = embedder.identity();

            assertFalse(embedder.loaded());
            assertEquals(new ModelIdentity("BAAI/bge-small-en-v1.5", "int8", sha256(onlyModelIn(cache)), "cls",
                    "Represent this sentence for searching relevant passages: ", 512), identity);
        }
    }

    @Test
    void theVariantsHaveDifferentFingerprints() {
        try (OnnxEmbedder int8 = OnnxEmbedder.bundled(ModelVariant.INT8, cache);
                OnnxEmbedder fp32 = OnnxEmbedder.bundled(ModelVariant.FP32, cache)) {
            assertNotEquals(int8.identity().modelHash(), fp32.identity().modelHash());
            assertNotEquals(int8.identity(), fp32.identity());
            assertFalse(int8.loaded() || fp32.loaded());
        }
    }

    @Test
    void theModelIsExtractedOnceAndNamedAfterTheArtifactVersion() throws IOException {
        String first = OnnxEmbedder.bundled(ModelVariant.INT8, cache).identity().modelHash();
        Path model = onlyModelIn(cache);
        Object identity = Files.readAttributes(model, BasicFileAttributes.class).fileKey();
        long modified = Files.getLastModifiedTime(model).toMillis();

        String second = OnnxEmbedder.bundled(ModelVariant.INT8, cache).identity().modelHash();

        assertEquals(first, second);
        assertTrue(model.getFileName().toString().matches("bge-small-en-v1\\.5-q-\\d+\\.\\d+\\.\\d+-\\d+\\.onnx"),
                model.toString());
        assertEquals(identity, Files.readAttributes(model, BasicFileAttributes.class).fileKey());
        assertEquals(modified, Files.getLastModifiedTime(model).toMillis());
        assertEquals(List.of(model.getFileName().toString(), model.getFileName() + ".sha256"), namesIn(cache));
    }

    @Test
    void theHashComesFromTheSidecarWhileTheModelFileIsUnchanged() throws IOException {
        OnnxEmbedder.bundled(ModelVariant.INT8, cache).identity();
        Path model = onlyModelIn(cache);
        Path sidecar = model.resolveSibling(model.getFileName() + ".sha256");
        String key = Files.readString(sidecar).trim().split(" ", 2)[1];
        Files.writeString(sidecar, "remembered " + key);

        assertEquals("remembered", OnnxEmbedder.bundled(ModelVariant.INT8, cache).identity().modelHash());
    }

    @Test
    void aClosedEmbedderRefusesToEmbed() {
        OnnxEmbedder embedder = OnnxEmbedder.bundled(ModelVariant.INT8, cache);
        embedder.close();

        assertThrows(IllegalStateException.class, () -> embedder.embedQuery("anything"));
        assertFalse(embedder.loaded());
    }

    static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    private static Path onlyModelIn(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> models = files.filter(f -> f.toString().endsWith(".onnx")).toList();
            assertEquals(1, models.size(), models.toString());
            return models.get(0);
        }
    }

    private static List<String> namesIn(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
