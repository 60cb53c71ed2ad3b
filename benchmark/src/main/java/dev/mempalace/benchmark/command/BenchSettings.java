package dev.mempalace.benchmark.command;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a bench run works: the workspace, its index file and the cache folder (all absolute), the model as a label
 * that keeps each model's work folder apart, the options that choose the same model in a child process, and the
 * store of the index service {@code --index} names when the bench builds its index there instead of in the file.
 */
public record BenchSettings(Path workspace, Path index, Path cache, String modelLabel, List<String> modelOptions,
        Optional<String> store) {

    public BenchSettings {
        workspace = absolute(Objects.requireNonNull(workspace, "workspace"));
        index = absolute(Objects.requireNonNull(index, "index"));
        cache = absolute(Objects.requireNonNull(cache, "cache"));
        Objects.requireNonNull(modelLabel, "modelLabel");
        modelOptions = List.copyOf(modelOptions);
        Objects.requireNonNull(store, "store");
    }

    /** Settings over an index file. */
    public BenchSettings(Path workspace, Path index, Path cache, String modelLabel, List<String> modelOptions) {
        this(workspace, index, cache, modelLabel, modelOptions, Optional.empty());
    }

    /** The same settings over another workspace. */
    public BenchSettings withWorkspace(Path other) {
        return new BenchSettings(other, index, cache, modelLabel, modelOptions, store);
    }

    /** The same settings over another index file. */
    public BenchSettings withIndex(Path other) {
        return new BenchSettings(workspace, other, cache, modelLabel, modelOptions, Optional.empty());
    }

    /** The same settings over store {@code key} of the index service, rather than a file. */
    public BenchSettings inStore(String key) {
        return new BenchSettings(workspace, index, cache, modelLabel, modelOptions, Optional.of(key));
    }

    private static Path absolute(Path path) {
        return path.toAbsolutePath().normalize();
    }
}
