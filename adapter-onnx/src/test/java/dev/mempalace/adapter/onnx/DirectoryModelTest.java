package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.ModelIdentity;
import dev.mempalace.application.port.out.ModelUnavailableException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DirectoryModelTest {

    @TempDir
    Path root;

    @Test
    void aMissingFolderIsUnavailable() {
        OnnxEmbedder embedder = model(root.resolve("absent"));

        assertOneLine(assertThrows(ModelUnavailableException.class, embedder::identity));
        assertOneLine(assertThrows(ModelUnavailableException.class, () -> embedder.embedQuery("q")));
    }

    @Test
    void aFolderWithoutAModelIsUnavailable() throws IOException {
        Path folder = folder("empty");
        Files.writeString(folder.resolve("tokenizer.json"), "{}");

        assertOneLine(assertThrows(ModelUnavailableException.class,
                model(folder)::identity));
    }

    @Test
    void aFolderWithTwoModelsIsUnavailable() throws IOException {
        Path folder = modelFolder("two", "model bytes");
        Files.writeString(folder.resolve("other.onnx"), "more bytes");

        assertOneLine(assertThrows(ModelUnavailableException.class,
                model(folder)::identity));
    }

    @Test
    void aFolderWithoutATokenizerIsUnavailable() throws IOException {
        Path folder = modelFolder("no-tokenizer", "model bytes");
        Files.delete(folder.resolve("tokenizer.json"));

        assertOneLine(assertThrows(ModelUnavailableException.class,
                model(folder)::identity));
    }

    @Test
    void theFingerprintNamesTheFolderAndHashesTheModelWithoutLoadingIt() throws Exception {
        Path folder = modelFolder("e5-small", "not really a model");

        try (OnnxEmbedder embedder = model(folder)) {
            ModelIdentity fingerprint = embedder.identity();

            assertEquals("e5-small", fingerprint.model());
            assertEquals("custom", fingerprint.variant());
            assertEquals(BundledFingerprintTest.sha256(folder.resolve("model.onnx")), fingerprint.modelHash());
            assertFalse(embedder.loaded());
        }
    }

    @Test
    void theRememberedHashIsUsedUntilTheModelFileChanges() throws Exception {
        Path folder = modelFolder("changing", "first model");
        Path model = folder.resolve("model.onnx");
        model(folder).identity();
        Path sidecar = folder.resolve("model.onnx.sha256");
        Files.writeString(sidecar, "remembered " + Files.readString(sidecar).trim().split(" ", 2)[1]);
        assertEquals("remembered", model(folder).identity().modelHash());

        Files.writeString(model, "second model, longer");
        Files.setLastModifiedTime(model, FileTime.fromMillis(Files.getLastModifiedTime(model).toMillis() + 5_000));

        String hash = model(folder).identity().modelHash();
        assertEquals(BundledFingerprintTest.sha256(model), hash);
        assertNotEquals("remembered", hash);
    }

    @Test
    void aCorruptModelIsUnavailableOnFirstUse() throws IOException {
        Path folder = modelFolder("corrupt", "these bytes are not an ONNX graph");
        TestModels.copyBundledTokenizer(folder.resolve("tokenizer.json"));

        try (OnnxEmbedder embedder = model(folder)) {
            ModelUnavailableException e = assertThrows(ModelUnavailableException.class,
                    () -> embedder.embedDocuments(List.of("text")));
            assertOneLine(e);
            assertFalse(embedder.loaded());
        }
    }

    private Path modelFolder(String name, String modelContent) throws IOException {
        Path folder = folder(name);
        Files.writeString(folder.resolve("model.onnx"), modelContent);
        Files.writeString(folder.resolve("tokenizer.json"), "{}");
        return folder;
    }

    private Path folder(String name) throws IOException {
        return Files.createDirectory(root.resolve(name));
    }

    private static void assertOneLine(Exception e) {
        assertTrue(!e.getMessage().isBlank() && !e.getMessage().contains("\n"), e.getMessage());
    }

    /** A user's model; the cache holds only ONNX Runtime's libraries. */
    private OnnxEmbedder model(Path folder) {
        return OnnxEmbedder.fromDirectory(folder, root.resolve("cache"));
    }
}
