package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.SourceFile;
import java.io.IOException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

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
 *
 * <p>The walk reads each entry's own attributes, one call per file, and follows a link only where it finds one:
 * the files under a followed link are walked as the JDK walks with links followed, each asked whether it is a
 * link, and a folder that is one of the folders it lies in is a loop, skipped quietly. Where the file system has
 * no file keys, or the workspace folder is itself a link, every entry is followed and asked so.
 */
final class WorkspaceWalk extends SimpleFileVisitor<Path> {

    private static final String LEADS_OUT = "a link that leads outside the workspace";
    /** Stands for a folder's file key where the file system has none (the deque holds no null). */
    private static final Object NO_KEY = new Object();

    private final Path root;
    private final WorkspaceRoot at;
    private final List<SourceFile> files = new ArrayList<>();
    private final List<Listing.Unlisted> unreadableFolders = new ArrayList<>();
    private final List<Listing.Unlisted> passedOver = new ArrayList<>();
    private final List<String> keptFolders = new ArrayList<>();
    private final SessionArchiveFolders archive;
    /** Subfolders of kept folders, walked after the main walk, since their parent's listing was not read. */
    private final Deque<String> pending = new ArrayDeque<>();
    private final IgnoreRules ignored;
    /** The file keys of the folders the walk is in, the workspace's first: a link to one of them is a loop. */
    private final Deque<Object> ancestors = new ArrayDeque<>();
    /** Whether the walk follows links itself, so that any entry may be one (under a link, say). */
    private boolean following;

    private WorkspaceWalk(Path root, Path rootReal, Path skipped, Map<String, Long> newestIndexed) {
        this.root = root;
        this.at = new WorkspaceRoot(root, rootReal, skipped);
        this.archive = new SessionArchiveFolders(newestIndexed);
        this.ignored = new IgnoreRules(root, (file, e) -> passedOver.add(new Listing.Unlisted(file,
                "cannot read these ignore rules, so they were not applied: " + e.getClass().getSimpleName())));
    }

    /**
     * The Markdown files under {@code root}, sorted by path; {@code skipped} is a real folder path or null. A session
     * archive folder that {@link SessionArchiveFolders} finds unchanged against {@code newestIndexed} is not listed;
     * its subfolders are walked on their own.
     */
    static Listing list(Path root, Path skipped, Map<String, Long> newestIndexed) throws IOException {
        WorkspaceWalk walk = new WorkspaceWalk(root, root.toRealPath(), skipped, newestIndexed);
        BasicFileAttributes own = Files.readAttributes(root, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        walk.following = own.isSymbolicLink() || own.fileKey() == null;
        walk.walk(root);
        while (!walk.pending.isEmpty()) {
            Path folder = root.resolve(walk.pending.pop());
            if (Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                walk.walk(folder);
            }
        }
        // Not Comparator.comparing: the JDK's combinators spin a lambda class at their first use in a process, which
        // the launchers' class-data archive cannot hold, and every search lists the workspace.
        walk.files.sort((a, b) -> a.path().compareTo(b.path()));
        return new Listing(walk.files, walk.unreadableFolders, walk.passedOver, walk.keptFolders);
    }

    /** Walks {@code start}, following links when {@link #following}. */
    private void walk(Path start) throws IOException {
        Files.walkFileTree(start, following ? EnumSet.of(FileVisitOption.FOLLOW_LINKS)
                : EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, this);
    }

    @Override
    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
        if (dir.equals(root)) {
            ignored.enter(dir, "");
            ancestors.push(attrs.fileKey() == null ? NO_KEY : attrs.fileKey());
            return FileVisitResult.CONTINUE;
        }
        if (following && attrs.fileKey() != null && ancestors.contains(attrs.fileKey())) {
            // A loop back to a folder above the link the walk follows, which its walker cannot see.
            return FileVisitResult.SKIP_SUBTREE;
        }
        String path = at.relative(dir);
        if (WorkspaceRoot.hidden(dir) || at.isSkipped(dir) || ignored.ignored(path, true)) {
            return FileVisitResult.SKIP_SUBTREE;
        }
        if (following && !at.inside(dir)) {
            passedOver.add(new Listing.Unlisted(path, LEADS_OUT));
            return FileVisitResult.SKIP_SUBTREE;
        }
        if (!following && archive.unchanged(dir, path, attrs)) {
            keptFolders.add(path);
            archive.children(path).forEach(pending::push);
            return FileVisitResult.SKIP_SUBTREE;
        }
        ignored.enter(dir, path);
        ancestors.push(attrs.fileKey() == null ? NO_KEY : attrs.fileKey());
        return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
        if (attrs.isSymbolicLink() && !following && !WorkspaceRoot.hidden(file)) {
            return followLink(file);
        }
        return visitNote(file, attrs, following);
    }

    /**
     * A link met by a walk that does not follow links, followed as the JDK's walker follows one: a link that
     * leads nowhere is no regular file, a link to a folder the walk is in is a loop, and a link to a folder is
     * walked under its own path with links followed.
     */
    private FileVisitResult followLink(Path link) throws IOException {
        BasicFileAttributes target;
        try {
            target = Files.readAttributes(link, BasicFileAttributes.class);
        } catch (IOException e) {
            return FileVisitResult.CONTINUE;
        }
        if (!target.isDirectory()) {
            return visitNote(link, target, true);
        }
        if (ancestors.contains(target.fileKey())) {
            return FileVisitResult.CONTINUE;
        }
        following = true;
        try {
            walk(link);
        } finally {
            following = false;
        }
        return FileVisitResult.CONTINUE;
    }

    /** A file with its (followed) attributes; {@code maybeLink} when it may be a link, which must stay inside. */
    private FileVisitResult visitNote(Path file, BasicFileAttributes attrs, boolean maybeLink) {
        if (!attrs.isRegularFile() || WorkspaceRoot.hidden(file)
                || !file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".md")) {
            return FileVisitResult.CONTINUE;
        }
        String path = at.relative(file);
        if (ignored.ignored(path, false)) {
            return FileVisitResult.CONTINUE;
        }
        if (maybeLink && !at.inside(file)) {
            passedOver.add(new Listing.Unlisted(path, LEADS_OUT));
        } else if (attrs.size() > MarkdownNoteSource.MAX_NOTE_BYTES) {
            passedOver.add(new Listing.Unlisted(path, MarkdownNoteSource.tooLarge(attrs.size())));
        } else if (!at.spelledBack(file, path)) {
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
        String path = at.relative(file);
        if (!(exc instanceof FileSystemLoopException) && !WorkspaceRoot.hidden(file) && !ignored.ignored(path, true)) {
            unreadableFolders.add(new Listing.Unlisted(path, "cannot read folder " + path + ": "
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
        ancestors.pop();
        return FileVisitResult.CONTINUE;
    }
}
