package dev.mempalace.adapter.onnx;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.OrtSession.SessionOptions.OptLevel;
import dev.mempalace.domain.note.ContentHash;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * The model as ONNX Runtime optimises it, saved once in the cache folder and later loaded as it is, with no
 * optimisation: optimising costs a cold process most of its model load. The fully optimised graph may hold kernels
 * chosen for this CPU, so the file is named after the model's hash, the runtime's version, the architecture and the
 * CPU's model and flags; another machine sharing the cache folder makes a file of its own.
 */
final class OptimisedModel {

    private static final String FOLDER = "optimised";

    private OptimisedModel() {
    }

    /**
     * A session over the saved file when there is one, else over the model, optimising it and saving the result.
     * A saved file that fails to load is removed and made again; a cache folder that cannot be written leaves the
     * model optimised in memory, as before.
     */
    static OrtSession open(OrtEnvironment environment, ModelSource source, Path cacheDir, int threads)
            throws OrtException {
        Path saved = fileFor(source, cacheDir);
        if (Files.isRegularFile(saved)) {
            try (OrtSession.SessionOptions options = options(OptLevel.NO_OPT, threads)) {
                return environment.createSession(saved.toString(), options);
            } catch (OrtException e) {
                deleteQuietly(saved);
            }
        }
        Path partial = partialFile(saved);
        if (partial != null) {
            try (OrtSession.SessionOptions options = options(OptLevel.ALL_OPT, threads)) {
                options.setOptimizedModelFilePath(partial.toString());
                OrtSession session = environment.createSession(source.modelFile().toString(), options);
                publish(partial, saved);
                return session;
            } catch (OrtException e) {
                deleteQuietly(partial);
            }
        }
        return optimisedInMemory(environment, source, threads);
    }

    /** The model optimised in memory only, as every load did before the optimised file was saved. */
    static OrtSession optimisedInMemory(OrtEnvironment environment, ModelSource source, int threads)
            throws OrtException {
        try (OrtSession.SessionOptions options = options(OptLevel.ALL_OPT, threads)) {
            return environment.createSession(source.modelFile().toString(), options);
        }
    }

    /** Where the optimised model of {@code source} is saved for this runtime and this CPU. */
    static Path fileFor(ModelSource source, Path cacheDir) {
        String model = source.modelFile().getFileName().toString().replaceFirst("\\.onnx$", "");
        String machine = ContentHash.of(System.getProperty("os.name", "") + "\n" + cpu()).substring(0, 12);
        return cacheDir.resolve(FOLDER).resolve(model + "-" + source.modelHash().substring(0, 12) + "-ort"
                + runtimeVersion() + "-" + System.getProperty("os.arch", "unknown").toLowerCase(Locale.ENGLISH) + "-"
                + machine + ".onnx");
    }

    /**
     * The session's options. Its threads wait for work blocked, not spinning: a spinning thread keeps a core busy
     * between runs, which on a machine shared with the agents (and a test build's other processes) cost a quarter
     * more CPU for the same embedding and made it slower, not faster.
     */
    private static OrtSession.SessionOptions options(OptLevel level, int threads) throws OrtException {
        OrtSession.SessionOptions options = new OrtSession.SessionOptions();
        try {
            options.setOptimizationLevel(level);
            options.setIntraOpNumThreads(threads);
            options.addConfigEntry("session.intra_op.allow_spinning", "0");
            return options;
        } catch (OrtException e) {
            options.close();
            throw e;
        }
    }

    /** A name of this process's own beside {@code saved}, or null when its folder cannot be made. */
    private static Path partialFile(Path saved) {
        try {
            Files.createDirectories(saved.getParent());
            Path partial = Files.createTempFile(saved.getParent(), saved.getFileName().toString(), ".part");
            // ONNX Runtime writes the file itself, so the empty placeholder goes and only its unique name stays.
            Files.delete(partial);
            return partial;
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    /** Moved into place whole, so that another process never loads half a file; losing a race costs nothing. */
    private static void publish(Path partial, Path saved) {
        try {
            try {
                Files.move(partial, saved, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, saved, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            deleteQuietly(partial);
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // Left for the next load, which finds it unusable too and tries again.
        }
    }

    private static String runtimeVersion() {
        String version = OrtException.class.getPackage().getImplementationVersion();
        return version == null ? "unversioned" : version;
    }

    /** The CPU's model name and flags from {@code /proc/cpuinfo} (the first processor's), or nothing elsewhere. */
    private static String cpu() {
        Path info = Path.of("/proc/cpuinfo");
        if (!Files.isReadable(info)) {
            return "";
        }
        StringBuilder cpu = new StringBuilder();
        try (BufferedReader lines = Files.newBufferedReader(info, StandardCharsets.ISO_8859_1)) {
            for (String line = lines.readLine(); line != null && !line.isBlank(); line = lines.readLine()) {
                String key = line.split(":", 2)[0].strip();
                if (key.equals("model name") || key.equals("flags") || key.equals("Features")
                        || key.equals("CPU part")) {
                    cpu.append(line).append('\n');
                }
            }
        } catch (IOException e) {
            return cpu.toString();
        }
        return cpu.toString();
    }
}
