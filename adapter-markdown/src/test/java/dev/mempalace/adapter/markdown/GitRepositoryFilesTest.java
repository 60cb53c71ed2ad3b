package dev.mempalace.adapter.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.PersonIdent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GitRepositoryFilesTest {

    private static final PersonIdent ME = new PersonIdent("Test", "test@example.org");

    @TempDir
    Path dir;

    @Test
    void aFileACommitRemovedIsGoneAndOneNeverHeldOrStillThereIsNot() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).call()) {
            Files.createDirectories(dir.resolve("src/old"));
            Files.writeString(dir.resolve("src/old/Parser.java"), "class Parser {}\n");
            Files.writeString(dir.resolve("src/Kept.java"), "class Kept {}\n");
            git.add().addFilepattern(".").call();
            git.commit().setMessage("add").setAuthor(ME).setCommitter(ME).setSign(false).call();
            git.rm().addFilepattern("src/old/Parser.java").call();
            git.commit().setMessage("remove").setAuthor(ME).setCommitter(ME).setSign(false).call();
        }
        Files.createDirectories(dir.resolve("notes"));

        GitRepositoryFiles repository = new GitRepositoryFiles(dir.resolve("notes"));

        assertEquals(Set.of("src/old/Parser.java"), repository.gone(List.of("src/old/Parser.java", "src/Kept.java",
                "src/Invented.java", "../outside/File.java")));
    }

    @Test
    void aWorkspaceInNoRepositoryHasNothingGone() {
        assertEquals(Set.of(), new GitRepositoryFiles(dir).gone(List.of("src/App.java")));
    }
}
