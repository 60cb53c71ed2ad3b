package dev.mempalace.acceptance.driver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.PersonIdent;

/** A git history written into a workspace folder by JGit: a file one commit added and the next removed. */
public final class RepositoryHistory {

    private static final PersonIdent AUTHOR = new PersonIdent("Acceptance", "acceptance@example.org");

    private RepositoryHistory() {
    }

    /** Makes {@code top} a repository (if it is none yet) whose history held {@code file} and no longer does. */
    public static void removed(Path top, String file) {
        try (Git git = Files.isDirectory(top.resolve(".git")) ? Git.open(top.toFile())
                : Git.init().setDirectory(top.toFile()).call()) {
            Path path = top.resolve(file);
            Files.createDirectories(path.getParent());
            Files.writeString(path, "held once\n");
            git.add().addFilepattern(file).call();
            git.commit().setMessage("add " + file).setAuthor(AUTHOR).setCommitter(AUTHOR).setSign(false).call();
            git.rm().addFilepattern(file).call();
            git.commit().setMessage("remove " + file).setAuthor(AUTHOR).setCommitter(AUTHOR).setSign(false).call();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GitAPIException e) {
            throw new IllegalStateException("cannot write the git history: " + e.getMessage(), e);
        }
    }
}
