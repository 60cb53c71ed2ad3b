package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.SourceFile;
import java.io.IOException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * One walk over a workspace collecting its notes (the paths {@link MarkdownPaths} accepts). Hidden
 * files and folders (the index's {@code .mempalace} among them) and files not named {@code *.md} are no notes and
 * are not mentioned. Links are followed only while they stay inside the workspace: a link that leads out is passed
 * over, and so is a Markdown file whose name breaks the note path rules (a {@code \}, say) or cannot be spelled
 * back to the same file (bytes that are not valid in the system charset), each with its reason. A folder that
 * cannot be read is reported as such. The JDK's walker reports a link back to an ancestor as a loop, which is
 * skipped quietly: its notes are listed under their own path. Files and folders that {@link IgnoreRules} (the
 * {@code .gitignore} files and the workspace's {@code .mempalaceignore}) ignore are no notes either, and ignored
 * folders are not entered. Only the workspace folder itself failing aborts the walk.
 */
final class WorkspaceWalk extends SimpleFileVisitor<Path> {

    private static final String LEADS_OUT = "a link that leads outside the workspace";

    private final Path root;
    private final Path rootReal;
    private final Path skipped;
    private final List<SourceFile> files = new ArrayList<>();
    private final List<Listing.Unlisted> unreadableFolders = new ArrayList<>();
    private final List<Listing.Unlisted> passedOver = new ArrayList<>();
    private final IgnoreRules ignored;

    private WorkspaceWalk(Path root, Path rootReal, Path skipped) {
        this.root = root;
        this.rootReal = rootReal;
        this.skipped = skipped;
        this.ignored = new IgnoreRules(root, (file, e) -> passedOver.add(new Listing.Unlisted(file,
                "cannot read these ignore rules, so they were not applied: " + e.getClass().getSimpleName())));
    }

    /** The Markdown files under {@code root}, sorted by path; {@code skipped} is a real folder path or null. */
    static Listing list(Path root, Path skipped) throws IOException {
        WorkspaceWalk walk = new WorkspaceWalk(root, root.toRealPath(), skipped);
        Files.walkFileTree(root, EnumSet.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE, walk);
        walk.files.sort(Comparator.comparing(SourceFile::path));
        return new Listing(walk.files, walk.unreadableFolders, walk.passedOver);
    }

    @Override
    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
        if (dir.equals(root)) {
            ignored.enter(dir, "");
            return FileVisitResult.CONTINUE;
        }
        String path = relative(dir);
        if (hidden(dir) || isSkipped(dir) || ignored.ignored(path, true)) {
            return FileVisitResult.SKIP_SUBTREE;
        }
        if (!inside(dir)) {
            passedOver.add(new Listing.Unlisted(path, LEADS_OUT));
            return FileVisitResult.SKIP_SUBTREE;
        }
        ignored.enter(dir, path);
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
        if (!attrs.isRegularFile() || hidden(file)
                || !file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".md")) {
            return FileVisitResult.CONTINUE;
        }
        String path = relative(file);
        if (ignored.ignored(path, false)) {
            return FileVisitResult.CONTINUE;
        }
        if (!inside(file)) {
            passedOver.add(new Listing.Unlisted(path, LEADS_OUT));
        } else if (attrs.size() > MarkdownNoteSource.MAX_NOTE_BYTES) {
            passedOver.add(new Listing.Unlisted(path, MarkdownNoteSource.tooLarge(attrs.size())));
        } else if (!spelledBack(file, path)) {
            passedOver.add(new Listing.Unlisted(path, "the file name is not valid in the system charset "
                    + System.getProperty("sun.jnu.encoding") + ", so it cannot be opened by its name; rename it"));
        } else {
            try {
                MarkdownPaths.checked(path);
                files.add(new SourceFile(path, attrs.size(), attrs.lastModifiedTime().toMillis()));
            } catch (NotePathRefusedException e) {
                passedOver.add(new Listing.Unlisted(path, e.getMessage()));
            }
        }
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFileFailed(Path file, IOException exc) throws IOException {
        if (file.equals(root)) {
            throw exc;
        }
        if (!(exc instanceof FileSystemLoopException) && !hidden(file) && !ignored.ignored(relative(file), true)) {
            unreadableFolders.add(new Listing.Unlisted(relative(file), "cannot read folder " + relative(file) + ": "
                    + exc.getClass().getSimpleName()));
        }
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
        if (exc != null && dir.equals(root)) {
            throw exc;
        }
        ignored.leave();
        return FileVisitResult.CONTINUE;
    }

    /** Whether the name, as Java decoded it, leads back to this very file: not so for bytes the charset lacks. */
    private boolean spelledBack(Path file, String path) {
        try {
            return root.resolve(path).equals(file);
        } catch (InvalidPathException e) {
            return false;
        }
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
