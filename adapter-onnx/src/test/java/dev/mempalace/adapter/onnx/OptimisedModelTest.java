package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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

    /**
     * A session loaded for queries maps the saved file and leaves its weights unpacked; one loaded for documents
     * packs them, and the page's runs each text on one thread. All must give the vectors of the model optimised in
     * memory exactly, a long text cut to the model's length included: an index built by one and searched by another
     * would rank by different numbers.
     */
    @ParameterizedTest
    @EnumSource(ModelVariant.class)
    void sessionsLoadedForQueriesOrForDocumentsGiveTheSameVectorsBitForBit(ModelVariant variant) throws Exception {
        BundledModel source = BundledModel.of(variant, cache);
        List<String> texts = new ArrayList<>(TEXTS);
        texts.add("the writer lock and the index ".repeat(200));
        List<float[]> reference = embed(source, texts, false, false);
        List<float[]> savingForQueries = embed(source, texts, true, true);
        List<float[]> mappedForQueries = embed(source, texts, true, true);
        List<float[]> mappedForDocuments = embed(source, texts, true, false);
        List<float[]> mappedOnOneThread = embed(source, texts, true, false, 1);

        for (int t = 0; t < texts.size(); t++) {
            assertArrayEquals(reference.get(t), savingForQueries.get(t), "saving, text " + t);
            assertArrayEquals(reference.get(t), mappedForQueries.get(t), "mapped for queries, text " + t);
            assertArrayEquals(reference.get(t), mappedForDocuments.get(t), "mapped for documents, text " + t);
            assertArrayEquals(reference.get(t), mappedOnOneThread.get(t), "mapped on one thread, text " + t);
        }
    }

    @ParameterizedTest
    @EnumSource(ModelVariant.class)
    void savingTheModelRemovesTheCopyAnEarlierVersionSavedInOnnxFormat(ModelVariant variant) throws Exception {
        BundledModel source = BundledModel.of(variant, cache);
        Path saved = OptimisedModel.fileFor(source, cache);
        String name = saved.getFileName().toString();
        Path earlier = saved.resolveSibling(name.substring(0, name.length() - ".ort".length()) + ".onnx");
        Files.createDirectories(saved.getParent());
        Files.writeString(earlier, "an optimised model in ONNX format", StandardCharsets.UTF_8);

        embed(source, TEXTS, true, true);

        assertTrue(Files.size(saved) > 0, "the model is saved in ONNX Runtime's format");
        assertFalse(Files.exists(earlier), "the earlier copy is removed");
    }

    @ParameterizedTest
    @EnumSource(ModelVariant.class)
    void theSavedModelIsNamedAfterTheModelTheRuntimeAndTheMachine(ModelVariant variant) {
        BundledModel source = BundledModel.of(variant, cache);
        String name = OptimisedModel.fileFor(source, cache).getFileName().toString();

        assertTrue(name.startsWith(variant.resourceBase() + "-"), name);
        assertTrue(name.contains("-" + source.modelHash().substring(0, 12) + "-ort"), name);
        assertTrue(name.matches(".*-ort\\d+\\.\\d+\\.\\d+-[a-z0-9_]+-[0-9a-f]{12}\\.ort"), name);
        assertEquals(cache.resolve("optimised"), OptimisedModel.fileFor(source, cache).getParent());
    }

    private List<float[]> embed(ModelSource source, boolean reuseOptimised) {
        return embed(source, TEXTS, reuseOptimised, false);
    }

    private List<float[]> embed(ModelSource source, List<String> texts, boolean reuseOptimised,
            boolean forQueries) {
        return embed(source, texts, reuseOptimised, forQueries, OnnxEmbedder.threads());
    }

    private List<float[]> embed(ModelSource source, List<String> texts, boolean reuseOptimised,
            boolean forQueries, int threads) {
        List<float[]> vectors = new ArrayList<>();
        try (OnnxSession session = OnnxSession.open(source, OnnxEmbedder.MAX_TOKENS, cache, reuseOptimised,
                forQueries, threads)) {
            texts.forEach(text -> vectors.add(session.embed(text)));
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
