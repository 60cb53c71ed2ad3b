package dev.mempalace.adapter.onnx;

import dev.mempalace.application.port.out.ModelUnavailableException;
import dev.mempalace.domain.note.ContentHash;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** A user's model folder: exactly one {@code *.onnx} file beside a {@code tokenizer.json}. */
record DirectoryModel(Path dir, Path model, Path tokenizer) implements ModelSource {

    static DirectoryModel of(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new ModelUnavailableException("model folder not found: " + dir);
        }
        List<Path> models;
        try (Stream<Path> files = Files.list(dir)) {
            models = files.filter(f -> f.getFileName().toString().endsWith(".onnx") && Files.isRegularFile(f))
                    .sorted().toList();
        } catch (IOException e) {
            throw new ModelUnavailableException("cannot list model folder " + dir + ": " + e.getMessage(), e);
        }
        if (models.size() != 1) {
            throw new ModelUnavailableException("model folder " + dir + " must hold exactly one .onnx file, found "
                    + (models.isEmpty() ? "none" : models.stream().map(m -> m.getFileName().toString())
                            .collect(Collectors.joining(", "))));
        }
        Path tokenizer = dir.resolve("tokenizer.json");
        if (!Files.isRegularFile(tokenizer)) {
            throw new ModelUnavailableException("tokenizer.json not found in model folder " + dir);
        }
        return new DirectoryModel(dir, models.get(0), tokenizer);
    }

    @Override
    public String name() {
        Path absolute = dir.toAbsolutePath().normalize();
        return absolute.getFileName() == null ? absolute.toString() : absolute.getFileName().toString();
    }

    @Override
    public String place() {
        return dir.toString();
    }

    /** The folder's name and its model's hash: a folder's tokenizer goes with its model. */
    @Override
    public String tokenizerName() {
        return name() + "@" + modelHash().substring(0, 12);
    }

    @Override
    public String variant() {
        return "custom";
    }

    @Override
    public Path modelFile() {
        return model;
    }

    @Override
    public String modelHash() {
        return Sha256Sidecar.hashOf(model, sidecar());
    }

    @Override
    public InputStream openTokenizer() throws IOException {
        return Files.newInputStream(tokenizer);
    }

    private Path sidecar() {
        if (Files.isWritable(dir)) {
            return model.resolveSibling(model.getFileName() + ".sha256");
        }
        String key = ContentHash.of(model.toAbsolutePath().normalize().toString()).substring(0, 16);
        return Path.of(System.getProperty("java.io.tmpdir"), "mempalace-model-hashes", key + ".sha256");
    }
}
