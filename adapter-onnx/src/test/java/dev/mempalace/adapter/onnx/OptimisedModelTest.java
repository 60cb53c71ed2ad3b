package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The optimised model saved in the cache folder gives the vectors the model optimised in memory gives, on the
 * real model: when it is saved, when it is loaded as it is, and when a damaged file is made again.
 */
class OptimisedModelTest {

    private static final List<String> TEXTS = List.of(
            OnnxEmbedder.QUERY_PREFIX + "how do we rotate the signing keys",
            "The writer lock is held for a batch, never for a whole embed run, so that others get their turn.",
            "sparseVhd compaction fails with error 0x80070057 when the disk is attached",
            "ü ß 日本語のテキスト and some code: fn main() { println!(\"hi\"); }");

    @TempDir
    Path cache;

    @ParameterizedTest
    @EnumSource(ModelVariant.class)
    void theSavedModelGivesTheVectorsOfTheModelOptimisedInMemory(ModelVariant variant) throws Exception {
        BundledModel source = BundledModel.of(variant, cache);
        Path saved = OptimisedModel.fileFor(source, cache);
        List<float[]> reference = embed(source, false);
        assertFalse(Files.exists(saved), "optimising in memory saves nothing");

        List<float[]> saving = embed(source, true);
        assertTrue(Files.size(saved) > 0, "the first load saves the optimised model");
        List<float[]> loaded = embed(source, true);

        assertClose(reference, saving);
        assertClose(reference, loaded);

        Files.writeString(saved, "not a model", StandardCharsets.UTF_8);
        List<float[]> remade = embed(source, true);
        assertClose(reference, remade);
        assertNotEquals("not a model".length(), Files.size(saved), "a damaged saved model is made again");
    }

    @ParameterizedTest
    @EnumSource(ModelVariant.class)
    void theSavedModelIsNamedAfterTheModelTheRuntimeAndTheMachine(ModelVariant variant) {
        BundledModel source = BundledModel.of(variant, cache);
        String name = OptimisedModel.fileFor(source, cache).getFileName().toString();

        assertTrue(name.startsWith(variant.resourceBase() + "-"), name);
        assertTrue(name.contains("-" + source.modelHash().substring(0, 12) + "-ort"), name);
        assertTrue(name.matches(".*-ort\\d+\\.\\d+\\.\\d+-[a-z0-9_]+-[0-9a-f]{12}\\.onnx"), name);
        assertEquals(cache.resolve("optimised"), OptimisedModel.fileFor(source, cache).getParent());
    }

    private List<float[]> embed(ModelSource source, boolean reuseOptimised) {
        List<float[]> vectors = new ArrayList<>();
        try (OnnxSession session = OnnxSession.open(source, OnnxEmbedder.MAX_TOKENS, cache, reuseOptimised)) {
            TEXTS.forEach(text -> vectors.add(session.embed(text)));
        }
        return vectors;
    }

    private static void assertClose(List<float[]> expected, List<float[]> actual) {
        assertEquals(expected.size(), actual.size());
        for (int t = 0; t < expected.size(); t++) {
            assertEquals(expected.get(t).length, actual.get(t).length);
            for (int i = 0; i < expected.get(t).length; i++) {
                assertEquals(expected.get(t)[i], actual.get(t)[i], 1e-6f, "text " + t + ", dimension " + i);
            }
        }
    }
}
