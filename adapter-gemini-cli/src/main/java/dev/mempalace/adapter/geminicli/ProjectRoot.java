package dev.mempalace.adapter.geminicli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The folder a session ran in: Gemini CLI names each project's folder under {@code tmp/} by a short name or a hash of
 * the path, and writes the path itself into the folder's {@code .project_root}; the older hashed folders have none.
 */
final class ProjectRoot {

    private static final String FILE = ".project_root";

    private ProjectRoot() {
    }

    /** The project of the session in {@code file} ({@code <project>/chats/[<parent>/]<file>}), or null. */
    static String of(Path file) {
        for (Path folder = file.toAbsolutePath().getParent(); folder != null; folder = folder.getParent()) {
            if (folder.getFileName() != null && folder.getFileName().toString().equals("chats")) {
                return read(folder.resolveSibling(FILE));
            }
        }
        return null;
    }

    private static String read(Path marker) {
        try {
            return Files.isRegularFile(marker) ? Files.readString(marker, StandardCharsets.UTF_8).strip() : null;
        } catch (IOException unreadable) {
            return null;
        }
    }
}
