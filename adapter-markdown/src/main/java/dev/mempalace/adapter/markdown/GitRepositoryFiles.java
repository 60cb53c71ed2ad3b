package dev.mempalace.adapter.markdown;

import dev.mempalace.application.port.out.RepositoryFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.AndTreeFilter;
import org.eclipse.jgit.treewalk.filter.PathFilterGroup;
import org.eclipse.jgit.treewalk.filter.TreeFilter;

/**
 * The git repository around a workspace, read by JGit: a path is gone when the work tree has no such file and a
 * commit reachable from HEAD touched it (so a path a note only made up, or names in another project, is never
 * reported). Only the commits that touch one of the paths are read.
 */
public final class GitRepositoryFiles implements RepositoryFiles {

    private final Path workspace;

    public GitRepositoryFiles(Path workspace) {
        this.workspace = workspace.toAbsolutePath().normalize();
    }

    @Override
    public Set<String> gone(Collection<String> paths) {
        FileRepositoryBuilder builder = new FileRepositoryBuilder().findGitDir(workspace.toFile());
        if (builder.getGitDir() == null) {
            return Set.of();
        }
        try (Repository repository = builder.setMustExist(true).build()) {
            if (repository.isBare()) {
                return Set.of();
            }
            Path top = repository.getWorkTree().toPath().toAbsolutePath().normalize();
            List<String> missing = paths.stream().filter(p -> !exists(top, p)).sorted().toList();
            ObjectId head = repository.resolve("HEAD");
            if (missing.isEmpty() || head == null) {
                return Set.of();
            }
            return touched(repository, head, missing);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the git repository around " + workspace, e);
        }
    }

    /** Those of the paths some commit from {@code head} holds. */
    private static Set<String> touched(Repository repository, ObjectId head, List<String> paths)
            throws IOException {
        Set<String> held = new TreeSet<>();
        try (RevWalk walk = new RevWalk(repository); TreeWalk tree = new TreeWalk(repository)) {
            walk.markStart(walk.parseCommit(head));
            walk.setTreeFilter(AndTreeFilter.create(PathFilterGroup.createFromStrings(paths), TreeFilter.ANY_DIFF));
            tree.setRecursive(true);
            tree.setFilter(PathFilterGroup.createFromStrings(paths));
            for (RevCommit commit : walk) {
                tree.reset(commit.getTree());
                while (tree.next()) {
                    held.add(tree.getPathString());
                }
                if (held.size() == paths.size()) {
                    break;
                }
            }
        }
        return held;
    }

    // A path that leads outside the work tree is no file of it, and none to report.
    private static boolean exists(Path top, String path) {
        Path file = top.resolve(path).normalize();
        return !file.startsWith(top) || Files.exists(file);
    }
}
