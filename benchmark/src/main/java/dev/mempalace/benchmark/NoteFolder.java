package dev.mempalace.benchmark;

import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.NotePath;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A folder of generated notes kept equal to what was last written into it. A file that already holds the same
 * bytes is left alone, so its modification time stays and a rerun's ingest skips it (and keeps its vectors).
 */
public final class NoteFolder {

    private static final int MAX_NAME = 100;

    private final Path root;
    private final Set<Path> written = new HashSet<>();

    private NoteFolder(Path root) {
        this.root = root;
    }

    /** Opens the folder, creating it when missing. */
    public static NoteFolder open(Path root) {
        Path absolute = root.toAbsolutePath().normalize();
        try {
            Files.createDirectories(absolute);
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot create the benchmark workspace " + absolute, e);
        }
        return new NoteFolder(absolute);
    }

    public Path root() {
        return root;
    }

    /** Writes a note at a workspace-relative path unless the file already holds exactly this text. */
    public void write(String path, String text) {
        NotePath.check(path);
        Path file = root.resolve(path);
        if (!written.add(file)) {
            throw new IllegalArgumentException("the same note is written twice: " + path);
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        try {
            if (Files.isRegularFile(file) && Files.size(file) == bytes.length
                    && Arrays.equals(Files.readAllBytes(file), bytes)) {
                return;
            }
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot write the benchmark note " + file, e);
        }
    }

    /** Deletes the Markdown files that this folder holds but were not written since it was opened. */
    public void prune() {
        try (Stream<Path> files = Files.walk(root)) {
            List<Path> stale = files.filter(f -> f.getFileName().toString().endsWith(".md"))
                    .filter(f -> !written.contains(f)).toList();
            for (Path file : stale) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new WorkspaceUnreadableException("cannot clean the benchmark workspace " + root, e);
        }
    }

    /**
     * An id as a file name: letters, digits, '.', '_' and '-' kept, anything else '_'. An id that had to change
     * (or was too long) gets a short hash of the original, so two ids never share a name.
     */
    public static String safeName(String id) {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("an id must not be blank");
        }
        String safe = id.replaceAll("[^A-Za-z0-9._-]", "_").replaceFirst("^\\.", "_");
        if (safe.equals(id) && safe.length() <= MAX_NAME) {
            return safe;
        }
        return safe.substring(0, Math.min(MAX_NAME, safe.length())) + "-" + ContentHash.of(id).substring(0, 8);
    }
}
