package dev.mempalace.application.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.Listing;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteReading;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteUnreadableException;
import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.application.port.out.WorkspaceUnreadableException;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.Note;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What every note source must do when it reads, run against the in-memory fake and the real Markdown folder alike
 * ({@link NoteWriterContract} holds what a writer must do). A subclass
 * supplies the source over a fresh, empty workspace and the means to put files in it and beside it. Every file a
 * refused path could reach holds Markdown, so a source that read it instead of refusing would return a note.
 */
public abstract class NoteSourceContract {

    private static final String SECRET = "# Secret\n\nthe root password\n";

    private NoteSource source;

    /** The source over a fresh, empty workspace, which the methods below write into. */
    protected abstract NoteSource freshSource();

    /** Writes a file of the workspace, whatever its name, with its folders. */
    protected abstract void write(String path, String text);

    /** Writes a file of the workspace whose bytes are not valid UTF-8. */
    protected abstract void writeUndecodable(String path);

    /** Gives an existing file of the workspace a later modification time, its content unchanged. */
    protected abstract void touch(String path);

    /**
     * Writes a file beside the workspace, not in it, so that {@code "../" + name} from the workspace reaches it;
     * returns its absolute path as a caller on this system would spell it.
     */
    protected abstract String writeOutside(String name, String text);

    /**
     * Puts a link at {@code path} in the workspace that leads to {@code target} beside it (a file or folder
     * {@link #writeOutside} wrote), or skips the test where the workspace cannot hold links.
     */
    protected abstract void linkOutside(String path, String target);

    /** Takes the workspace folder away, as a deleted or forbidden folder would. */
    protected abstract void removeWorkspace();

    @BeforeEach
    void openSource() {
        source = freshSource();
    }

    @Test
    void anEmptyWorkspaceListsNothing() {
        assertEquals(List.of(), files());
    }

    @Test
    void listsOnlyMarkdownNotesSortedByPathWithTheirSizeInBytes() {
        Map<String, String> notes = Map.of("b.md", "# B\n\nbeta\n", "A.md", "# A\n", "README.MD", "read me",
                "a/c.md", "# Café\n\nnon-ASCII bytes: é ü\n");
        notes.forEach(this::write);
        write("notes.txt", "# Not a note\n");
        write("a/picture.png", "not text");
        write(".hidden/x.md", "# Hidden\n");
        write("a/.draft.md", "# Hidden file\n");

        List<SourceFile> listed = files();

        assertEquals(List.of("A.md", "README.MD", "a/c.md", "b.md"), listed.stream().map(SourceFile::path).toList());
        for (SourceFile file : listed) {
            assertEquals(notes.get(file.path()).getBytes(StandardCharsets.UTF_8).length, file.size(), file::toString);
            assertTrue(file.modified() > 0, file::toString);
        }
    }

    @Test
    void aTouchedNoteListsALaterModificationTimeAndTheSameSize() {
        write("a.md", "# A\n");
        write("b.md", "# B\n");
        Map<String, SourceFile> before = byPath(files());

        touch("a.md");
        Map<String, SourceFile> after = byPath(files());

        assertTrue(after.get("a.md").modified() > before.get("a.md").modified(), () -> before + " -> " + after);
        assertEquals(before.get("a.md").size(), after.get("a.md").size());
        assertEquals(before.get("b.md"), after.get("b.md"));
    }

    @Test
    void aMissingWorkspaceCannotBeListed() {
        removeWorkspace();

        assertThrows(WorkspaceUnreadableException.class, source::listing);
    }

    @Test
    void readsAndParsesANote() {
        String text = "---\ntitle: Deploy\n---\n# Rollback\n\nstep one: revert the release tag\n";
        write("runbooks/deploy.md", text);

        Note note = source.read("runbooks/deploy.md").note();

        assertEquals("runbooks/deploy.md", note.path());
        assertEquals("Deploy", note.title());
        assertEquals(List.of("Deploy"), note.frontMatter().get("title"));
        assertEquals(ContentHash.of(text), note.contentHash());
        assertTrue(note.body().contains("revert the release tag"), note::body);
        assertTrue(!note.chunks().isEmpty() && note.chunks().stream().allMatch(c -> c.path().equals(note.path())),
                note::toString);
        assertTrue(note.chunks().stream().map(Chunk::text).anyMatch(t -> t.contains("revert the release tag")),
                note::toString);
    }

    @Test
    void theHashOfTheTextIsTheContentHashAReadGivesAndTheTextFailsAsAReadDoes() {
        write("runbooks/deploy.md", "---\ntitle: Deploy\n---\r\n# Rollback\r\n\r\nstep one\r\n");
        writeUndecodable("bad.md");

        assertEquals(source.read("runbooks/deploy.md").note().contentHash(),
                ContentHash.of(source.text("runbooks/deploy.md")));
        assertEquals(source.read("bad.md").note().contentHash(), ContentHash.of(source.text("bad.md")));
        assertTrue(assertThrows(NoteUnreadableException.class, () -> source.text("missing.md")).vanished());
        assertThrows(NotePathRefusedException.class, () -> source.text("../secret.md"));
    }

    @Test
    void aBodyIsTheBodyAReadGivesWhateverTheFrontMatterAndFailsAsAReadDoes() {
        Map<String, String> notes = Map.of(
                "yaml.md", "---\ntitle: Deploy\ntags: [a, b]\n---\n# Rollback\n\nstep one\n",
                "toml.md", "+++\ntitle = \"Deploy\"\n+++\n# Rollback\n",
                "bad-yaml.md", "---\ntitle: [unclosed\n---\n# B\n",
                "unclosed.md", "---\n# Not front matter\nbody\n",
                "dots.md", "---\ntitle: X\n...\n# Dots\n",
                "plain.md", "# Plain\n\ntext\n",
                "inline.md", "---\ntitle: `x`\n---\n*a* [l](u) `---` <b>x</b> &amp;\n\n---\n\n> quote\n");
        notes.forEach(this::write);

        notes.keySet().forEach(path -> assertEquals(source.read(path).note().body(), source.body(path), path));
        assertTrue(assertThrows(NoteUnreadableException.class, () -> source.body("missing.md")).vanished());
        assertThrows(NotePathRefusedException.class, () -> source.body("../secret.md"));
    }

    @Test
    void aNoteWithoutATitleIsNamedAfterItsFile() {
        write("inbox/Untitled idea.md", "just one line\n");

        assertEquals("Untitled idea", source.read("inbox/Untitled idea.md").note().title());
    }

    @Test
    void aNoteThatIsNotUtf8IsReadWithItsBadBytesReplacedAndSaysSo() {
        writeUndecodable("bad.md");
        write("notes/good.md", "# Good\n");

        NoteReading reading = source.read("bad.md");

        assertEquals("bad.md", reading.note().path());
        assertTrue(reading.repaired().isPresent());
        assertEquals(Optional.empty(), source.read("notes/good.md").repaired());
    }

    @Test
    void aMissingNoteIsUnreadableNotRefusedAndVanished() {
        NoteUnreadableException e = assertThrows(NoteUnreadableException.class, () -> source.read("missing.md"));

        assertTrue(e.getMessage().contains("missing.md"), e.getMessage());
        assertTrue(e.vanished());
    }

    @ParameterizedTest
    @ValueSource(strings = {"../secret.md", "notes/../../secret.md", "/etc/passwd", "C:/x.md", "C:\\x.md",
        "c:x.md", "notes\\deploy.md", "\\notes\\deploy.md", "notes.txt", ".hidden/x.md", "notes//deploy.md",
        "./notes/deploy.md", "notes/"})
    void aPathNamingNoNoteOfTheWorkspaceIsRefusedNamingIt(String path) {
        writeOutside("secret.md", SECRET);
        write("notes/deploy.md", "# Deploy\n");
        write("notes.txt", "# Looks like Markdown\n");
        write(".hidden/x.md", "# Hidden\n");

        assertRefused(path);
    }

    @Test
    void anAbsolutePathToAMarkdownFileIsRefused() {
        assertRefused(writeOutside("secret.md", SECRET));
    }

    @Test
    void aBlankPathIsRefused() {
        assertThrows(NotePathRefusedException.class, () -> source.read(""));
        assertThrows(NotePathRefusedException.class, () -> source.read(" "));
    }

    @Test
    void linksLeadingOutsideTheWorkspaceAreNeitherListedNorRead() {
        writeOutside("secret.md", SECRET);
        writeOutside("folder/inner.md", SECRET);
        write("kept.md", "# Kept\n");
        linkOutside("escape.md", "secret.md");
        linkOutside("linked", "folder");

        assertEquals(List.of("kept.md"), files().stream().map(SourceFile::path).toList());
        assertEquals(List.of("escape.md", "linked"),
                source.listing().passedOver().stream().map(Listing.Unlisted::path).sorted().toList());
        assertRefused("escape.md");
        assertRefused("linked/inner.md");
    }

    private void assertRefused(String path) {
        NotePathRefusedException e = assertThrows(NotePathRefusedException.class, () -> source.read(path));
        assertTrue(e.getMessage().contains(path), e.getMessage());
        assertThrows(NotePathRefusedException.class, () -> source.text(path));
    }

    private List<SourceFile> files() {
        return source.listing().files();
    }

    private static Map<String, SourceFile> byPath(List<SourceFile> files) {
        return files.stream().collect(Collectors.toMap(SourceFile::path, Function.identity()));
    }

    @Test
    void textGivesTheNoteAsWrittenWithLfLineEnds() {
        write("a.md", "# A\r\n\r\nline two\r\n");
        assertEquals("# A\n\nline two\n", source.text("a.md"));
        assertThrows(NotePathRefusedException.class, () -> source.text("../a.md"));
    }
}
