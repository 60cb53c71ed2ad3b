package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.SourceFile;
import java.io.IOException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.StringJoiner;

/**
 * One walk over a workspace collecting its notes (the paths {@link NoteSource#notePath(String)} accepts). Links are followed only while they stay inside the
 * workspace; the JDK's walker reports a link back to an ancestor as a loop, which is skipped like any folder
 * that cannot be read. Only the workspace folder itself failing aborts the walk.
 */
final class WorkspaceWalk extends SimpleFileVisitor<Path> {

    private final Path root;
    private final Path rootReal;
    private final Path skipped;
    private final List<SourceFile> files = new ArrayList<>();

    private WorkspaceWalk(Path root, Path rootReal, Path skipped) {
        this.root = root;
        this.rootReal = rootReal;
        this.skipped = skipped;
    }

    /** The Markdown files under {@code root}, sorted by path; {@code skipped} is a real folder path or null. */
    static List<SourceFile> list(Path root, Path skipped) throws IOException {
        WorkspaceWalk walk = new WorkspaceWalk(root, root.toRealPath(), skipped);
        Files.walkFileTree(root, EnumSet.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE, walk);
        walk.files.sort(Comparator.comparing(SourceFile::path));
        return walk.files;
    }

    @Override
    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
        if (dir.equals(root)) {
            return FileVisitResult.CONTINUE;
        }
        if (hidden(dir) || !inside(dir) || isSkipped(dir)) {
            return FileVisitResult.SKIP_SUBTREE;
        }
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
        String path = relative(file);
        if (attrs.isRegularFile() && NoteSource.isNotePath(path) && inside(file)) {
            files.add(new SourceFile(path, attrs.size(), attrs.lastModifiedTime().toMillis()));
        }
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFileFailed(Path file, IOException exc) throws IOException {
        if (file.equals(root)) {
            throw exc;
        }
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
        if (exc != null && dir.equals(root)) {
            throw exc;
        }
        return FileVisitResult.CONTINUE;
    }

    private static boolean hidden(Path path) {
        return path.getFileName().toString().startsWith(".");
    }

    /** Only a link can lead out of the workspace, so only links pay for resolving the real path. */
    private boolean inside(Path path) {
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
    private boolean isSkipped(Path dir) {
        if (skipped == null || !dir.getFileName().equals(skipped.getFileName())) {
            return false;
        }
        try {
            return dir.toRealPath().equals(skipped);
        } catch (IOException e) {
            return false;
        }
    }

    private String relative(Path file) {
        StringJoiner path = new StringJoiner("/");
        root.relativize(file).forEach(part -> path.add(part.toString()));
        return path.toString();
    }
}
