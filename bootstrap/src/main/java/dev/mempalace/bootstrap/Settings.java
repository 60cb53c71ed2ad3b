package dev.mempalace.bootstrap;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a command works, resolved once from options, then environment variables, then defaults: the workspace,
 * the index (a SQLite file or a SolrCloud store; the bench's may name a collection alone), an explicit model
 * folder (else the bundled model of the chosen variant), the cache folder, whether answers count the notes they
 * return (retrieval counts, beside the index), and the command's environment, where the adapters read what they
 * need of it (a harness's reader its folders): the client's own when the warm process runs the command.
 */
public record Settings(Path workspace, IndexLocation index, Optional<Path> modelDir, String variant, Path cache,
        boolean countRetrievals, Map<String, String> environment) {

    public static final String INT8 = "int8";
    public static final String FP32 = "fp32";

    public Settings {
        workspace = absolute(Objects.requireNonNull(workspace, "workspace"));
        Objects.requireNonNull(index, "index");
        modelDir = modelDir.map(Settings::absolute);
        variant = Objects.requireNonNull(variant, "variant").toLowerCase(Locale.ROOT);
        if (!variant.equals(INT8) && !variant.equals(FP32)) {
            throw new IllegalArgumentException("--model must be int8 or fp32, not '" + variant + "'");
        }
        cache = absolute(Objects.requireNonNull(cache, "cache"));
        environment = Map.copyOf(environment);
    }

    /** Settings that count retrievals, in this process's environment. */
    public Settings(Path workspace, IndexLocation index, Optional<Path> modelDir, String variant, Path cache) {
        this(workspace, index, modelDir, variant, cache, true, System.getenv());
    }

    /** Settings over an index file. */
    public Settings(Path workspace, Path index, Optional<Path> modelDir, String variant, Path cache) {
        this(workspace, new SqliteFile(index), modelDir, variant, cache);
    }

    /** The same settings, counting retrievals or not. */
    public Settings countingRetrievals(boolean count) {
        return new Settings(workspace, index, modelDir, variant, cache, count, environment);
    }

    /** The same settings in the environment of a command run for another process (a warm process's client). */
    public Settings inEnvironment(Map<String, String> variables) {
        return new Settings(workspace, index, modelDir, variant, cache, countRetrievals, variables);
    }

    /** The default index of a workspace. */
    public static Path defaultIndex(Path workspace) {
        return workspace.resolve(IndexFolder.MARKER).resolve("index.sqlite");
    }

    /** The same settings over another workspace. */
    public Settings withWorkspace(Path other) {
        return new Settings(other, index, modelDir, variant, cache, countRetrievals, environment);
    }

    /** The same settings over another index file. */
    public Settings withIndex(Path other) {
        return new Settings(workspace, new SqliteFile(other), modelDir, variant, cache, countRetrievals,
                environment);
    }

    /** The index file, or where the workspace's default one would be when the index is held elsewhere. */
    public Path indexFile() {
        return index.file().orElse(defaultIndex(workspace));
    }

    private static Path absolute(Path path) {
        return path.toAbsolutePath().normalize();
    }
}
