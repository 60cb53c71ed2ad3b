package dev.mempalace.adapter.markdown;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.StringJoiner;

/**
 * Where a walked path lies against the workspace folder: its path below the folder, whether it is hidden, whether it
 * stays inside the folder, whether it is the folder the walk skips, and whether its name spells it back.
 */
final class WorkspaceRoot {

    private static final boolean SLASH_SEPARATED = File.separatorChar == '/';

    private final Path root;
    /** The root's text followed by one {@code /}, which every walked path's text starts with on such a system. */
    private final String rootPrefix;
    private final Path rootReal;
    private final Path skipped;

    /** The workspace folder {@code root}, its real path, and the real path of a folder to skip (or null). */
    WorkspaceRoot(Path root, Path rootReal, Path skipped) {
        this.root = root;
        this.rootPrefix = root.toString().endsWith("/") ? root.toString() : root + "/";
        this.rootReal = rootReal;
        this.skipped = skipped;
    }

    /** Whether the name, as Java decoded it, leads back to this very file: not so for bytes the charset lacks. */
    boolean spelledBack(Path file, String path) {
        try {
            return root.resolve(path).equals(file);
        } catch (InvalidPathException e) {
            return false;
        }
    }

    /** A name that starts with a dot: no note, and no folder to enter. */
    static boolean hidden(Path path) {
        return path.getFileName().toString().startsWith(".");
    }

    /** Only a link can lead out of the workspace, so only links pay for resolving the real path. */
    boolean inside(Path path) {
        if (!Files.isSymbolicLink(path)) {
            return true;
        }
        try {
            return path.toRealPath().startsWith(rootReal);
        } catch (IOException e) {
            return false;
        }
    }

    /** Compares real paths, which costs a lookup, only for folders that bear the skipped folder's name. */
    boolean isSkipped(Path dir) {
        if (skipped == null || !dir.getFileName().equals(skipped.getFileName())) {
            return false;
        }
        try {
            return dir.toRealPath().equals(skipped);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * {@code file}'s path below the root with {@code /} between its names: where the system separates names with
     * {@code /} and the walker spelled {@code file} from the root, a suffix of its text, cut without parsing it.
     */
    String relative(Path file) {
        String spelled = file.toString();
        if (SLASH_SEPARATED && spelled.startsWith(rootPrefix)) {
            return spelled.substring(rootPrefix.length());
        }
        StringJoiner path = new StringJoiner("/");
        root.relativize(file).forEach(part -> path.add(part.toString()));
        return path.toString();
    }
}
