package dev.mempalace.adapter.markdown;

import static dev.mempalace.adapter.markdown.TestFiles.link;
import static dev.mempalace.adapter.markdown.TestFiles.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MarkdownNoteSourceListTest {

    @TempDir
    Path workspace;

    @TempDir
    Path elsewhere;

    private List<String> paths(Path indexFile) {
        return new MarkdownNoteSource(workspace, indexFile, TestFiles.TOKENS).listing().files().stream().map(SourceFile::path)
                .toList();
    }

    private Listing listing() {
        return new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite"), TestFiles.TOKENS)
                .listing();
    }

    private List<String> paths() {
        return paths(workspace.resolve(".mempalace/index.sqlite"));
    }

    @Test
    void listsMarkdownFilesSortedWithSlashesSkippingHiddenIndexAndOtherFiles() throws IOException {
        write(workspace, "b.md", "b");
        write(workspace, "A.MD", "a");
        write(workspace, "notes/deep/y.Md", "y");
        write(workspace, "notes/x.md", "x");
        write(workspace, "notes/.draft.md", "hidden file");
        write(workspace, ".obsidian/z.md", "hidden folder");
        write(workspace, "idx/index.sqlite", "not markdown");
        write(workspace, "idx/in-index-folder.md", "index folder");
        write(workspace, "readme.txt", "not markdown");
        Files.createDirectories(workspace.resolve("folder.md"));

        assertEquals(List.of("A.MD", "b.md", "notes/deep/y.Md", "notes/x.md"),
                paths(workspace.resolve("idx/index.sqlite")));
    }

    @Test
    void reportsSizeAndModificationTime() throws IOException {
        Path file = write(workspace, "n.md", "12345");

        SourceFile listed = new MarkdownNoteSource(workspace, elsewhere.resolve("i.sqlite"), TestFiles.TOKENS).listing()
                .files().get(0);

        assertEquals(new SourceFile("n.md", 5, Files.getLastModifiedTime(file).toMillis()), listed);
    }

    @Test
    void keepsTheIndexFolderWhenTheIndexLiesOutsideOrAtTheRoot() {
        write(workspace, "idx/n.md", "n");

        assertEquals(List.of("idx/n.md"), paths(elsewhere.resolve("idx/index.sqlite")));
        assertEquals(List.of("idx/n.md"), paths(workspace.resolve("index.sqlite")));
    }

    @Test
    void skipsLinksThatLeaveTheWorkspace() {
        write(elsewhere, "outside.md", "o");
        write(elsewhere, "dir/inner.md", "i");
        write(workspace, "kept.md", "k");
        link(workspace.resolve("linked.md"), elsewhere.resolve("outside.md"));
        link(workspace.resolve("linked-dir"), elsewhere.resolve("dir"));

        assertEquals(List.of("kept.md"), paths());
    }

    @Test
    void followsLinksInsideTheWorkspace() {
        write(workspace, "notes/x.md", "x");
        link(workspace.resolve("alias"), workspace.resolve("notes"));

        assertEquals(List.of("alias/x.md", "notes/x.md"), paths());
    }

    @Test
    void survivesLinkLoops() {
        write(workspace, "a/x.md", "x");
        write(workspace, "c/y.md", "y");
        link(workspace.resolve("a/up"), workspace);
        link(workspace.resolve("a/to-c"), workspace.resolve("c"));
        link(workspace.resolve("c/to-a"), workspace.resolve("a"));

        List<String> listed = paths();

        assertTrue(listed.containsAll(List.of("a/x.md", "c/y.md")), listed.toString());
        assertEquals(listed.stream().sorted().distinct().toList(), listed);
    }

    @Test
    void followsEachLinkOnceUnderItsOwnPathAsTheJdkWalkerWithLinksFollowedDoes() {
        write(workspace, "a/x.md", "x");
        write(workspace, "c/y.md", "y");
        write(workspace, "c/deep/z.md", "z");
        link(workspace.resolve("a/up"), workspace);
        link(workspace.resolve("a/to-c"), workspace.resolve("c"));
        link(workspace.resolve("c/to-a"), workspace.resolve("a"));
        link(workspace.resolve("c/deep/alias.md"), workspace.resolve("a/x.md"));
        link(workspace.resolve("c/deep/to-deep"), workspace.resolve("c/deep"));
        link(workspace.resolve("c/nowhere.md"), workspace.resolve("missing.md"));
        link(workspace.resolve("c/out.md"), elsewhere.resolve("outside.md"));
        write(elsewhere, "outside.md", "o");

        Listing listing = listing();

        assertEquals(List.of("a/to-c/deep/alias.md", "a/to-c/deep/z.md", "a/to-c/y.md", "a/x.md",
                "c/deep/alias.md", "c/deep/z.md", "c/to-a/x.md", "c/y.md"),
                listing.files().stream().map(SourceFile::path).toList());
        assertEquals(List.of("a/to-c/out.md", "c/out.md"),
                listing.passedOver().stream().map(Listing.Unlisted::path).sorted().toList());
        assertEquals(List.of(), listing.unreadableFolders());
    }

    @Test
    void skipsAFolderThatCannotBeRead() throws IOException {
        write(workspace, "open/a.md", "a");
        write(workspace, "locked/b.md", "b");
        Path locked = workspace.resolve("locked");
        try {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        } catch (UnsupportedOperationException e) {
            assumeFalse(true, "no POSIX permissions here");
        }
        try {
            assumeFalse(Files.isReadable(locked), "permissions are not enforced for this user");
            assertEquals(List.of("open/a.md"), paths());
            assertEquals(List.of("locked"), listing().unreadableFolders()
                    .stream().map(Listing.Unlisted::path).toList());
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwx------"));
        }
    }

    @Test
    void passesOverANameWithABackslashSayingWhy() {
        assumeFalse(System.getProperty("os.name").startsWith("Windows"), "a separator there");
        write(workspace, "a\\b.md", "x");
        write(workspace, "ok.md", "y");

        Listing listing = listing();

        assertEquals(List.of("ok.md"), listing.files().stream().map(SourceFile::path).toList());
        assertEquals(List.of(new Listing.Unlisted("a\\b.md",
                "note path must separate folders with '/', not '\\': a\\b.md")), listing.passedOver());
    }

    @Test
    void passesOverANameThatIsNotValidInTheSystemCharsetInsteadOfListingANoteThatCannotBeFound() throws Exception {
        assumeTrue(System.getProperty("os.name").equals("Linux"), "a file name of raw bytes");
        write(workspace, "ok.md", "y");
        Process touch = new ProcessBuilder("sh", "-c", "touch \"$(printf 'bad\\377.md')\"")
                .directory(workspace.toFile()).inheritIO().start();
        assertEquals(0, touch.waitFor());

        Listing listing = listing();

        assertEquals(List.of("ok.md"), listing.files().stream().map(SourceFile::path).toList());
        assertEquals(1, listing.passedOver().size(), listing::toString);
        assertTrue(listing.passedOver().get(0).reason().startsWith("the file name is not valid in the system "
                + "charset"), listing::toString);
    }

    @Test
    void refusesAMissingWorkspaceNamingIt() {
        Path missing = workspace.resolve("nope");

        WorkspaceUnreadableException e = assertThrows(WorkspaceUnreadableException.class,
                () -> new MarkdownNoteSource(missing, missing.resolve("i.sqlite"), TestFiles.TOKENS).listing());

        assertTrue(e.getMessage().contains(missing.toString()), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void refusesAFileAsWorkspace() {
        Path file = write(workspace, "plain.md", "x");

        WorkspaceUnreadableException e = assertThrows(WorkspaceUnreadableException.class,
                () -> new MarkdownNoteSource(file, elsewhere.resolve("i.sqlite"), TestFiles.TOKENS).listing());

        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
    }

    @Test
    void passesOverANoteLargerThanTheCapAndRefusesToReadIt() throws IOException {
        write(workspace, "small.md", "s");
        try (RandomAccessFile big = new RandomAccessFile(workspace.resolve("big.md").toFile(), "rw")) {
            big.setLength(20L * 1024 * 1024);
        }
        MarkdownNoteSource source = new MarkdownNoteSource(workspace, workspace.resolve(".mempalace/index.sqlite"),
                TestFiles.TOKENS);

        assertEquals(List.of("small.md"), paths());
        assertEquals(List.of(new Listing.Unlisted("big.md",
                "larger than 10 MiB (20971520 bytes), the most a note may hold")), listing().passedOver());
        assertThrows(NoteUnreadableException.class, () -> source.read("big.md"));
    }
}
