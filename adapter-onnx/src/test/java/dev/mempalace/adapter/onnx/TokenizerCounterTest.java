package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.application.port.out.TokenCounter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The token counter reads the model's own tokenizer, and only that. */
class TokenizerCounterTest {

    private static final String SHORT = "Sysinternals handle.exe lists the process that holds a lock on a file.";

    @TempDir
    Path root;

    @Test
    void aCountIsWhatTheModelIsFedSpecialTokensIncluded() {
        try (OnnxEmbedder embedder = OnnxEmbedder.bundled(ModelVariant.INT8, root)) {
            int counted = embedder.tokenCounter().count(SHORT);
            embedder.embedDocuments(List.of(SHORT));

            assertEquals(embedder.tokensEmbedded(), counted);
            assertEquals(512, embedder.tokenCounter().window());
            assertEquals(2, embedder.tokenCounter().count(""));
        }
    }

    @Test
    void nothingIsCutOffAtTheWindow() {
        String long1000 = IntStream.range(0, 1000).mapToObj(i -> "word").collect(Collectors.joining(" "));
        try (OnnxEmbedder embedder = OnnxEmbedder.bundled(ModelVariant.INT8, root)) {
            assertEquals(1002, embedder.tokenCounter().count(long1000));
        }
    }

    @Test
    void tokenEndsCountCharsAsJavaDoesPastEmojiAndAccents() {
        try (OnnxEmbedder embedder = OnnxEmbedder.bundled(ModelVariant.INT8, root)) {
            TokenCounter counter = embedder.tokenCounter();

            assertArrayEquals(new int[] {2, 9, 14, 15}, counter.tokenEnds("🚀 rocket café!"));
            assertArrayEquals(new int[] {1, 2, 3}, counter.tokenEnds("監視。"));
        }
    }

    @Test
    void countingLoadsTheTokenizerOfAModelFolderButNeverTheModel() throws IOException {
        Path folder = Files.createDirectory(root.resolve("custom"));
        Files.writeString(folder.resolve("model.onnx"), "these bytes are not an ONNX graph");
        TestModels.copyBundledTokenizer(folder.resolve("tokenizer.json"));

        try (OnnxEmbedder embedder = OnnxEmbedder.fromDirectory(folder, root);
                OnnxEmbedder bundled = OnnxEmbedder.bundled(ModelVariant.INT8, root)) {
            assertEquals(bundled.tokenCounter().count(SHORT), embedder.tokenCounter().count(SHORT));
            assertFalse(embedder.loaded());
            assertTrue(embedder.tokenCounter().tokenizer().startsWith("custom@"), embedder.tokenCounter().tokenizer());
            assertEquals(OnnxEmbedder.BGE_SMALL, bundled.tokenCounter().tokenizer());
        }
    }

    @Test
    void aBrokenTokenizerIsAnUnavailableModelAndAClosedCounterCountsNoMore() throws IOException {
        Path folder = Files.createDirectory(root.resolve("broken"));
        Files.writeString(folder.resolve("model.onnx"), "not a model");
        Files.writeString(folder.resolve("tokenizer.json"), "{}");
        OnnxEmbedder embedder = OnnxEmbedder.fromDirectory(folder, root);
        TokenCounter counter = embedder.tokenCounter();

        ModelUnavailableException e = assertThrows(ModelUnavailableException.class, () -> counter.count(SHORT));
        assertTrue(e.getMessage().startsWith("cannot load the tokenizer of " + folder + ": "), e.getMessage());
        embedder.close();
        assertThrows(IllegalStateException.class, () -> counter.count(SHORT));
    }
}
