package dev.mempalace.adapter.onnx;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.OrtSession.SessionOptions.OptLevel;
import dev.mempalace.domain.note.ContentHash;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

/**
 * The model as ONNX Runtime optimises it, saved once in the cache folder in ONNX Runtime's own format and later
 * mapped into memory and used as it is, with no optimisation: optimising costs a cold process most of its model
 * load, and parsing the model in ONNX's format most of the rest. The fully optimised graph may hold kernels
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
     * model optimised in memory, as before. With {@code unpacked}, the weights are used as they lie instead of being
     * repacked for the CPU's matrix kernels at load: a load that costs a fraction, for about a millisecond more per
     * text (what a command embedding one query wants, not an ingest), and only for a model whose vectors stay the
     * same bit for bit ({@link ModelSource#exactUnpacked()}).
     */
    static LoadedModel open(OrtEnvironment environment, ModelSource source, Path cacheDir, int threads,
            boolean unpacked) throws OrtException {
        Path saved = fileFor(source, cacheDir);
        if (Files.isRegularFile(saved)) {
            try {
                return mapped(environment, saved, threads, unpacked);
            } catch (OrtException | IOException e) {
                deleteQuietly(saved);
            }
        }
        Path partial = partialFile(saved);
        if (partial != null) {
            try (OrtSession.SessionOptions options = options(OptLevel.ALL_OPT, threads, unpacked)) {
                options.addConfigEntry("session.save_model_format", "ORT");
                options.setOptimizedModelFilePath(partial.toString());
                OrtSession session = environment.createSession(source.modelFile().toString(), options);
                publish(partial, saved);
                deleteQuietly(inOnnxFormat(saved));
                return new LoadedModel(session, null);
            } catch (OrtException e) {
                deleteQuietly(partial);
            }
        }
        return new LoadedModel(optimisedInMemory(environment, source, threads), null);
    }

    /** The model optimised in memory only, as every load did before the optimised file was saved. */
    static OrtSession optimisedInMemory(OrtEnvironment environment, ModelSource source, int threads)
            throws OrtException {
        try (OrtSession.SessionOptions options = options(OptLevel.ALL_OPT, threads, false)) {
            return environment.createSession(source.modelFile().toString(), options);
        }
    }

    /**
     * A session over the saved file mapped into memory, read in ONNX Runtime's own format where it lies: no copy of
     * the weights, no parsing of a protocol buffer. The session reads the mapping for as long as it lives, so the
     * mapping goes with it ({@link LoadedModel}); the file is only ever replaced whole, never written in place.
     */
    private static LoadedModel mapped(OrtEnvironment environment, Path saved, int threads, boolean unpacked)
            throws OrtException, IOException {
        MappedByteBuffer bytes;
        try (FileChannel file = FileChannel.open(saved, StandardOpenOption.READ)) {
            bytes = file.map(FileChannel.MapMode.READ_ONLY, 0, file.size());
        }
        try (OrtSession.SessionOptions options = options(OptLevel.NO_OPT, threads, unpacked)) {
            options.addConfigEntry("session.use_ort_model_bytes_directly", "1");
            options.addConfigEntry("session.use_ort_model_bytes_for_initializers", "1");
            return new LoadedModel(environment.createSession(bytes, options), bytes);
        }
    }

    /**
     * A session and the memory it reads its model from, when it reads it in place (else none): the memory must
     * stay reachable for as long as the session lives.
     */
    record LoadedModel(OrtSession session, ByteBuffer bytes) {
    }

    /** Where the optimised model of {@code source} is saved for this runtime and this CPU. */
    static Path fileFor(ModelSource source, Path cacheDir) {
        String model = source.modelFile().getFileName().toString().replaceFirst("\\.onnx$", "");
        String machine = ContentHash.of(System.getProperty("os.name", "") + "\n" + cpu()).substring(0, 12);
        return cacheDir.resolve(FOLDER).resolve(model + "-" + source.modelHash().substring(0, 12) + "-ort"
                + runtimeVersion() + "-" + System.getProperty("os.arch", "unknown").toLowerCase(Locale.ENGLISH) + "-"
                + machine + ".ort");
    }

    /** Where versions before the ORT format saved the same model, in ONNX's format: nothing reads it any more. */
    private static Path inOnnxFormat(Path saved) {
        String name = saved.getFileName().toString();
        return saved.resolveSibling(name.substring(0, name.length() - ".ort".length()) + ".onnx");
    }

    /**
     * The session's options. Its threads wait for work blocked, not spinning: a spinning thread keeps a core busy
     * between runs, which on a machine shared with the agents (and a test build's other processes) cost a quarter
     * more CPU for the same embedding and made it slower, not faster.
     */
    private static OrtSession.SessionOptions options(OptLevel level, int threads, boolean unpacked)
            throws OrtException {
        OrtSession.SessionOptions options = new OrtSession.SessionOptions();
        try {
            options.setOptimizationLevel(level);
            options.setIntraOpNumThreads(threads);
            options.addConfigEntry("session.intra_op.allow_spinning", "0");
            if (unpacked) {
                options.addConfigEntry("session.disable_prepacking", "1");
            }
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
