package dev.mempalace.adapter.onnx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ONNX Runtime's native libraries are extracted once into the cache folder and loaded from there, in child JVMs
 * that each have a temporary folder of their own: none of them leaves an {@code onnxruntime-java*} folder behind.
 * The tokenizer's (DJL's) lies in the cache folder too, and nothing is written in the home folder.
 */
class NativeLibrariesTest {

    private static final List<String> LIBRARIES = List.of(System.mapLibraryName("onnxruntime"),
            System.mapLibraryName("onnxruntime4j_jni"));

    @TempDir
    Path temp;

    @Test
    void theLibrariesAreExtractedOnceIntoTheCacheAndNoTemporaryFolderIsLeft() throws Exception {
        Path cache = temp.resolve("cache");
        String first = load(Files.createDirectory(temp.resolve("tmp1")), "bundled", cache.toString());

        assertTrue(first.contains("dimension=384"), first);
        assertEquals(List.of(), runtimeFoldersIn(temp.resolve("tmp1")));
        assertEquals(List.of(), filesIn(home()), "written in the home folder");
        Path folder = onlyFolderIn(cache.resolve("native"), "onnxruntime-");
        assertTrue(folder.getFileName().toString().matches("onnxruntime-\\d+\\.\\d+\\.\\d+-[a-z]+-[a-z0-9]+"),
                folder.toString());
        List<Object> extracted = identities(folder);
        Path tokenizers = onlyFolderIn(cache.resolve("native").resolve("djl").resolve("tokenizers"), "");
        assertTrue(Files.isRegularFile(tokenizers.resolve(System.mapLibraryName("tokenizers"))),
                () -> tokenizers + " holds no tokenizer library");

        Path model = Files.createDirectory(temp.resolve("my-bge"));
        TestModels.linkOrCopy(BundledModel.of(ModelVariant.INT8, cache).modelFile(), model.resolve("model.onnx"));
        TestModels.copyBundledTokenizer(model.resolve("tokenizer.json"));
        String second = load(Files.createDirectory(temp.resolve("tmp2")), "folder", cache.toString(),
                model.toString());

        assertTrue(second.contains("dimension=384"), second);
        assertEquals(List.of(), runtimeFoldersIn(temp.resolve("tmp2")));
        assertEquals(extracted, identities(folder), "the second load reuses the libraries");
        assertEquals(List.of(), filesIn(home()), "written in the home folder");
    }

    @Test
    void aDjlFolderTheUserNamedInTheEnvironmentWins() throws Exception {
        Path cache = temp.resolve("cache");
        Path own = temp.resolve("own-djl");
        String output = load(Files.createDirectory(temp.resolve("tmp")), Map.of("DJL_CACHE_DIR", own.toString()),
                "bundled", cache.toString());

        assertTrue(output.contains("dimension=384"), output);
        assertTrue(filesIn(own).stream().anyMatch(f -> f.getFileName().toString()
                .equals(System.mapLibraryName("tokenizers"))), () -> own + " holds no tokenizer library");
        assertFalse(Files.exists(cache.resolve("native").resolve("djl")), "DJL's folder set aside for the user's");
    }

    /** Each library's file identity and time, which a new extraction changes. */
    private static List<Object> identities(Path folder) throws IOException {
        List<Object> identities = new ArrayList<>();
        for (String library : LIBRARIES) {
            BasicFileAttributes attributes = Files.readAttributes(folder.resolve(library), BasicFileAttributes.class);
            identities.add(attributes.fileKey() + "@" + attributes.lastModifiedTime());
        }
        return identities;
    }

    private static List<Path> runtimeFoldersIn(Path tmp) throws IOException {
        try (Stream<Path> files = Files.list(tmp)) {
            return files.filter(f -> f.getFileName().toString().startsWith("onnxruntime-java")).toList();
        }
    }

    private static Path onlyFolderIn(Path dir, String prefix) throws IOException {
        assertTrue(Files.isDirectory(dir), dir + " is missing");
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> folders = files.filter(f -> f.getFileName().toString().startsWith(prefix)).toList();
            assertEquals(1, folders.size(), folders.toString());
            return folders.get(0);
        }
    }

    /** Everything in a folder, however deep. */
    private static List<Path> filesIn(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> !f.equals(dir)).toList();
        }
    }

    /** The child JVMs' home folder. */
    private Path home() {
        return temp.resolve("home");
    }

    /** Runs {@link Probe} in a child JVM whose temporary folder is {@code tmp}; returns its output. */
    private String load(Path tmp, String... args) throws Exception {
        return load(tmp, Map.of(), args);
    }

    /** The same, with {@code variables} added to the child's environment. */
    private String load(Path tmp, Map<String, String> variables, String... args) throws Exception {
        Files.createDirectories(home());
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), "-Djava.io.tmpdir=" + tmp,
                "-Duser.home=" + home(), Probe.class.getName()));
        command.addAll(List.of(args));
        Path log = Files.createTempFile(temp, "probe", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        // The user's own choice of DJL's folders would win, as it should.
        builder.environment().keySet().removeAll(List.of("ENGINE_CACHE_DIR", "DJL_CACHE_DIR"));
        builder.environment().putAll(variables);
        Process process = builder.start();
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), output);
        return output;
    }

    /** Loads a model (bundled, or from a folder) with a cache folder, and embeds a text. */
    public static final class Probe {

        private Probe() {
        }

        public static void main(String[] args) {
            Path cache = Path.of(args[1]);
            try (OnnxEmbedder embedder = args[0].equals("bundled") ? OnnxEmbedder.bundled(ModelVariant.INT8, cache)
                    : OnnxEmbedder.fromDirectory(Path.of(args[2]), cache)) {
                System.out.println("dimension=" + embedder.embedDocuments(List.of("a native library")).get(0).length);
            }
        }
    }
}
