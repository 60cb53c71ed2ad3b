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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The walk honours {@code .gitignore} files at any depth and the workspace's {@code .mempalaceignore}. */
class WorkspaceIgnoreTest {

    @TempDir
    Path workspace;

    private Listing listing() {
        return new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite"), TestFiles.TOKENS)
                .listing();
    }

    /** Each case: the files written (an ignore file's text after its name and {@code =}), then the notes listed. */
    static Stream<Arguments> workspaces() {
        return Stream.of(
                Arguments.of("a code repository indexes only its real notes", List.of(
                        ".gitignore=node_modules\n/build/\n*.log\n", "README.md", "docs/design.md",
                        "node_modules/left-pad/README.md", "node_modules/@scope/pkg/docs/guide.md",
                        "packages/app/node_modules/react/README.md", "build/generated.md", "src/build/kept.md"),
                        List.of("README.md", "docs/design.md", "src/build/kept.md")),
                Arguments.of("a folder's .gitignore applies below it, and ! re-includes", List.of(
                        "notes/.gitignore=*.md\n!keep.md\n", "notes/drop.md", "notes/keep.md",
                        "notes/sub/drop-too.md", "other/drop.md"),
                        List.of("notes/keep.md", "other/drop.md")),
                Arguments.of("the deeper .gitignore decides first", List.of(
                        ".gitignore=drafts/\n*.tmp.md\n", "a/.gitignore=!x.tmp.md\n", "a/x.tmp.md", "b/x.tmp.md",
                        "a/drafts/d.md"),
                        List.of("a/x.tmp.md")),
                Arguments.of(".mempalaceignore decides before .gitignore", List.of(
                        ".mempalaceignore=archive/\n!vendor/\n", ".gitignore=vendor/\n", "archive/old.md",
                        "vendor/notes.md", "n.md"),
                        List.of("n.md", "vendor/notes.md")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("workspaces")
    void listsOnlyTheNotesNoRuleIgnores(String name, List<String> files, List<String> listed) {
        for (String file : files) {
            String[] parts = file.split("=", 2);
            write(workspace, parts[0], parts.length == 2 ? parts[1] : "# " + parts[0] + "\n");
        }

        assertEquals(listed, listing().files().stream().map(SourceFile::path).toList());
        assertEquals(List.of(), listing().passedOver());
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
            assertEquals(List.of("n.md"), listing().files().stream().map(SourceFile::path).toList());
            assertEquals(List.of(), listing().unreadableFolders());
        } finally {
            Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rwx------"));
        }
    }
}
