package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tokenizer a search's warm-up loads ahead goes to the first session over a bundled model, once; a session over
 * a model folder of the user's own loads its own. Either variant may take it: they ship the same tokenizer.
 */
class TokenizerPreloadTest {

    @TempDir
    Path cache;

    @AfterEach
    void leaveNoneOffered() {
        TokenizerPreload.take(BundledModel.of(ModelVariant.INT8, cache), OnnxEmbedder.MAX_TOKENS)
                .ifPresent(load -> {
                    load.run();
                    try {
                        load.get().close();
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                });
    }

    @Test
    void theFirstSessionOverABundledModelTakesItOnce() {
        TokenizerPreload.load(cache);

        BundledModel fp32 = BundledModel.of(ModelVariant.FP32, cache);
        assertTrue(TokenizerPreload.take(fp32, 256).isEmpty(), "a tokenizer cut to another length is not it");
        var taken = TokenizerPreload.take(fp32, OnnxEmbedder.MAX_TOKENS);
        assertTrue(taken.isPresent() && taken.get().isDone(), "loaded ahead, and taken");
        assertTrue(TokenizerPreload.take(fp32, OnnxEmbedder.MAX_TOKENS).isEmpty(), "taken once");
        taken.get().run();
    }

    @Test
    void aModelFolderOfTheUsersOwnLoadsItsOwn(@TempDir Path root) throws IOException {
        Path folder = Files.createDirectory(root.resolve("my-bge"));
        TestModels.linkOrCopy(BundledModel.of(ModelVariant.INT8, cache).modelFile(), folder.resolve("model.onnx"));
        TestModels.copyBundledTokenizer(folder.resolve("tokenizer.json"));
        TokenizerPreload.load(cache);

        assertTrue(TokenizerPreload.take(DirectoryModel.of(folder), OnnxEmbedder.MAX_TOKENS).isEmpty());
        assertTrue(TokenizerPreload.take(BundledModel.of(ModelVariant.INT8, cache), OnnxEmbedder.MAX_TOKENS)
                .isPresent(), "still offered to a bundled model");
    }

    @Test
    void aSessionOverThePreloadedTokenizerGivesTheSameVectors() {
        BundledModel int8 = BundledModel.of(ModelVariant.INT8, cache);
        List<String> texts = List.of("how do we rotate the signing keys", "日本語 and ü", "word ".repeat(700));
        float[][] own = embed(int8, texts);
        TokenizerPreload.load(cache);

        float[][] preloaded = embed(int8, texts);

        assertTrue(TokenizerPreload.take(int8, OnnxEmbedder.MAX_TOKENS).isEmpty(), "the session took it");
        for (int t = 0; t < texts.size(); t++) {
            assertArrayEquals(own[t], preloaded[t], "text " + t);
        }
    }

    @Test
    void bothVariantsShipTheSameTokenizer() throws IOException {
        assertArrayEquals(bytes(ModelVariant.INT8.tokenizerResource()), bytes(ModelVariant.FP32.tokenizerResource()));
    }

    private float[][] embed(ModelSource source, List<String> texts) {
        try (OnnxSession session = OnnxSession.open(source, OnnxEmbedder.MAX_TOKENS, cache, true)) {
            return texts.stream().map(session::embed).toArray(float[][]::new);
        }
    }

    private static byte[] bytes(String resource) throws IOException {
        try (InputStream in = ModelVariant.class.getClassLoader().getResourceAsStream(resource)) {
            return in.readAllBytes();
        }
    }
}
