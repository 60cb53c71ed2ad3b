package dev.mempalace.adapter.markdown;

import static dev.mempalace.adapter.markdown.TestFiles.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.SourceFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The walk honours {@code .gitignore} files at any depth and the workspace's {@code .mempalaceignore}. */
class WorkspaceIgnoreTest {

    @TempDir
    Path workspace;

    private Listing listing() {
        return new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite")).listing();
    }

    private List<String> paths() {
        return listing().files().stream().map(SourceFile::path).toList();
    }

    @Test
    void aCodeRepositoryIndexesOnlyItsRealNotes() {
        write(workspace, ".gitignore", "node_modules\n/build/\n*.log\n");
        write(workspace, "README.md", "r");
        write(workspace, "docs/design.md", "d");
        write(workspace, "node_modules/left-pad/README.md", "dependency");
        write(workspace, "node_modules/@scope/pkg/docs/guide.md", "dependency");
        write(workspace, "packages/app/node_modules/react/README.md", "nested dependency");
        write(workspace, "build/generated.md", "generated");
        write(workspace, "src/build/kept.md", "only the root build is anchored");

        assertEquals(List.of("README.md", "docs/design.md", "src/build/kept.md"), paths());
        assertEquals(List.of(), listing().passedOver());
    }

    @Test
    void aGitignoreInAFolderAppliesBelowItAndANegationReincludes() {
        write(workspace, "notes/.gitignore", "*.md\n!keep.md\n");
        write(workspace, "notes/drop.md", "d");
        write(workspace, "notes/keep.md", "k");
        write(workspace, "notes/sub/drop-too.md", "d");
        write(workspace, "other/drop.md", "outside notes/, untouched");

        assertEquals(List.of("notes/keep.md", "other/drop.md"), paths());
    }

    @Test
    void theDeeperGitignoreDecidesFirst() {
        write(workspace, ".gitignore", "drafts/\n*.tmp.md\n");
        write(workspace, "a/.gitignore", "!x.tmp.md\n");
        write(workspace, "a/x.tmp.md", "re-included below");
        write(workspace, "b/x.tmp.md", "ignored");
        write(workspace, "a/drafts/d.md", "ignored folder");

        assertEquals(List.of("a/x.tmp.md"), paths());
    }

    @Test
    void mempalaceignoreAtTheRootDecidesBeforeGitignore() {
        write(workspace, ".mempalaceignore", "archive/\n!vendor/\n");
        write(workspace, ".gitignore", "vendor/\n");
        write(workspace, "archive/old.md", "ignored for MemPalace only");
        write(workspace, "vendor/notes.md", "ignored by git, wanted by MemPalace");
        write(workspace, "n.md", "n");

        assertEquals(List.of("n.md", "vendor/notes.md"), paths());
    }

    @Test
    void anIgnoredUnreadableFolderIsNotReported() throws IOException {
        assumeTrue(!"root".equals(System.getProperty("user.name")), "root reads any folder");
        write(workspace, ".gitignore", "secret/\n");
        write(workspace, "secret/s.md", "s");
        write(workspace, "n.md", "n");
        Path secret = workspace.resolve("secret");
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("---------"));
        try {
            assertEquals(List.of("n.md"), paths());
            assertEquals(List.of(), listing().unreadableFolders());
        } finally {
            Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rwx------"));
        }
    }
}
