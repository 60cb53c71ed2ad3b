package dev.mempalace.adapter.onnx;

import ai.djl.util.Utils;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * DJL's switches. Its tokenizer "calls home" (EC2 metadata and a telemetry URL) whenever a tokenizer is created,
 * unless it is in offline mode; offline mode also stops it from downloading natives, so it uses only those bundled in
 * its jar. And it keeps the native library it extracts in a folder of its own choosing unless told another.
 */
final class DjlOffline {

    /** DJL's own names for its folders, read as a variable or else a property: the user's choice, when set. */
    private static final List<String> USER_FOLDERS = List.of("ENGINE_CACHE_DIR", "DJL_CACHE_DIR");

    private DjlOffline() {
    }

    static void enable() {
        System.setProperty("ai.djl.offline", "true");
        System.setProperty("OPT_OUT_TRACKING", "true");
    }

    /**
     * Has DJL extract the tokenizer's native library from its jar into {@code <cacheDir>/native/djl}, beside ONNX
     * Runtime's, instead of {@code ~/.djl.ai} (or a {@code .djl.ai} in the temporary folder when the home folder
     * cannot be written); unless the user named DJL's folders, an earlier call did, or that folder cannot be made
     * and written (DJL is then left to its own ways, as before). DJL reads the property when it first loads the
     * library in the process, so this is called just before a tokenizer or a session may load, not for a command
     * that never loads either.
     */
    static void nativesIn(Path cacheDir) {
        for (String name : USER_FOLDERS) {
            // Asked of DJL, which reads its own variables (the environment, then a property) as it will when it loads.
            if (Utils.getEnvOrSystemProperty(name) != null) {
                return;
            }
        }
        Path folder = cacheDir.resolve("native").resolve("djl").toAbsolutePath();
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            return;
        }
        if (Files.isWritable(folder)) {
            System.setProperty(USER_FOLDERS.get(0), folder.toString());
        }
    }
}
