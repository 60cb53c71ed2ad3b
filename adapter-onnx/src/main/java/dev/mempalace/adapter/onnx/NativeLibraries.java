package dev.mempalace.adapter.onnx;

import ai.onnxruntime.OrtException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * ONNX Runtime's native libraries, extracted once into the cache folder and loaded from there. Left to itself, ONNX
 * Runtime copies them into a new temporary folder at every start, and (version 1.22) deletes that folder at exit
 * before the files in it, so that every process leaves an empty {@code onnxruntime-java*} folder behind. Told
 * where they lie ({@code onnxruntime.native.path}), it extracts nothing, and its temporary folder, empty, goes at
 * exit.
 */
final class NativeLibraries {

    static final String PATH_PROPERTY = "onnxruntime.native.path";

    private static final List<String> LIBRARIES = List.of("onnxruntime", "onnxruntime4j_jni");

    private NativeLibraries() {
    }

    /**
     * Points ONNX Runtime at its libraries in {@code <cacheDir>/native/onnxruntime-<version>-<os>-<arch>}, extracted
     * there first if need be; it takes effect only before ONNX Runtime first loads in this process. Leaves ONNX
     * Runtime to its own ways when the property is set already (by the user, or by an earlier call), when its jar
     * holds no libraries for this platform, or when the cache folder cannot be written.
     */
    static synchronized void useCacheIn(Path cacheDir) {
        Optional<String> platform = platform();
        if (System.getProperty(PATH_PROPERTY) != null || platform.isEmpty()) {
            return;
        }
        Path folder = cacheDir.resolve("native").resolve("onnxruntime-" + version() + "-" + platform.get());
        try {
            for (String library : LIBRARIES) {
                String name = System.mapLibraryName(library).replace("jnilib", "dylib");
                URL resource = OrtException.class.getResource("/ai/onnxruntime/native/" + platform.get() + "/" + name);
                if (resource == null) {
                    return;
                }
                extract(resource, folder.resolve(name));
            }
        } catch (IOException e) {
            // ONNX Runtime extracts the libraries into a temporary folder, as it would have.
            return;
        }
        System.setProperty(PATH_PROPERTY, folder.toAbsolutePath().toString());
    }

    /** Written once, whole (another process may be writing it too), and again only if its size is not the jar's. */
    private static void extract(URL resource, Path target) throws IOException {
        if (Files.isRegularFile(target) && Files.size(target) == resource.openConnection().getContentLengthLong()) {
            return;
        }
        try (InputStream in = resource.openStream()) {
            AtomicFiles.write(target, in);
        }
    }

    /** The jar's version, from its manifest; the class is named only, so ONNX Runtime does not start. */
    private static String version() {
        String version = OrtException.class.getPackage().getImplementationVersion();
        return version == null ? "unversioned" : version;
    }

    /** ONNX Runtime's name for this platform's folder of libraries in its jar, as its loader works it out. */
    private static Optional<String> platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ENGLISH);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ENGLISH);
        Optional<String> system = os.contains("mac") || os.contains("darwin") ? Optional.of("osx")
                : os.contains("win") ? Optional.of("win")
                : os.contains("nux") ? Optional.of("linux") : Optional.empty();
        Optional<String> machine = arch.startsWith("amd64") || arch.startsWith("x86_64") ? Optional.of("x64")
                : arch.startsWith("x86") ? Optional.of("x86") : arch.startsWith("aarch64") ? Optional.of("aarch64")
                : arch.startsWith("ppc64") ? Optional.of("ppc64") : Optional.empty();
        return system.flatMap(s -> machine.map(m -> s + "-" + m));
    }
}
