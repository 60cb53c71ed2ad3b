package dev.mempalace.benchmark.command;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * Where a bench run works: the workspace, its index file and the cache folder (all absolute), the model as a label
 * that keeps each model's work folder apart, and the options that choose the same model in a child process.
 */
public record BenchSettings(Path workspace, Path index, Path cache, String modelLabel, List<String> modelOptions) {

    public BenchSettings {
        workspace = absolute(Objects.requireNonNull(workspace, "workspace"));
        index = absolute(Objects.requireNonNull(index, "index"));
        cache = absolute(Objects.requireNonNull(cache, "cache"));
        Objects.requireNonNull(modelLabel, "modelLabel");
        modelOptions = List.copyOf(modelOptions);
    }

    /** The same settings over another workspace. */
    public BenchSettings withWorkspace(Path other) {
        return new BenchSettings(other, index, cache, modelLabel, modelOptions);
    }

    /** The same settings over another index file. */
    public BenchSettings withIndex(Path other) {
        return new BenchSettings(workspace, other, cache, modelLabel, modelOptions);
    }

    private static Path absolute(Path path) {
        return path.toAbsolutePath().normalize();
    }
}
