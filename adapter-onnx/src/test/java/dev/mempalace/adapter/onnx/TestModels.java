package dev.mempalace.adapter.onnx;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Builds user model folders for tests out of the bundled model. */
final class TestModels {

    private TestModels() {
    }

    static void copyBundledTokenizer(Path target) throws IOException {
        try (InputStream tokenizer = ModelVariant.class.getClassLoader()
                .getResourceAsStream(ModelVariant.INT8.tokenizerResource())) {
            Files.copy(tokenizer, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    static void linkOrCopy(Path existing, Path link) throws IOException {
        try {
            Files.createLink(link, existing);
        } catch (IOException | UnsupportedOperationException e) {
            Files.copy(existing, link);
        }
    }
}
