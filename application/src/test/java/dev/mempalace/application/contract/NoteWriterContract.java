package dev.mempalace.application.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.NoteDraft;
import dev.mempalace.application.port.out.NotePathRefusedException;
import dev.mempalace.application.port.out.NoteSource;
import dev.mempalace.application.port.out.NoteWriter;
import dev.mempalace.application.port.out.SourceFile;
import dev.mempalace.domain.note.Note;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every note writer must do, run against the in-memory fake and the real Markdown folder alike: what it writes,
 * the note source over the same workspace lists and reads, and it never replaces a note nor writes outside.
 */
public abstract class NoteWriterContract {

    private NoteWriter writer;
    private NoteSource source;

    /** The writer over a fresh, empty workspace. */
    protected abstract NoteWriter freshWriter();

    /** The note source over the workspace that the last {@link #freshWriter()} writes into. */
    protected abstract NoteSource source();

    /** Writes a file of that workspace, with its folders. */
    protected abstract void write(String path, String text);

    @BeforeEach
    void openWriter() {
        writer = freshWriter();
        source = source();
    }

    private static NoteDraft draft(String folder, String title, String body) {
        return new NoteDraft(folder, title, LocalDate.of(2026, 12, 1), List.of("wsl", "memory"), Optional.of("agent"),
                body);
    }

    @Test
    void aCreatedNoteIsListedAndReadWithItsFrontMatter() {
        String path = writer.create(draft("learned", "WSL: memory limit!", "Set memory=8GB.\n"));
        assertEquals("learned/wsl-memory-limit.md", path);
        assertEquals(List.of(path), paths());
        Note note = source.read(path).note();
        assertEquals("WSL: memory limit!", note.title());
        assertEquals(List.of("wsl", "memory"), note.frontMatter().get("tags"));
        assertEquals(Optional.of("2026-12-01"), note.field("date"));
        assertEquals(Optional.of("agent"), note.field("client"));
        assertTrue(source.text(path).endsWith("Set memory=8GB.\n"), source.text(path));
    }

    @Test
    void aTakenNameGetsANumberAndNoNoteIsEverReplaced() {
        write("same.md", "# Mine\n\nkeep me\n");
        assertEquals("same-2.md", writer.create(draft("", "Same", "first")));
        assertEquals("same-3.md", writer.create(draft("", "Same", "second")));
        assertEquals("# Mine\n\nkeep me\n", source.text("same.md"));
        assertTrue(source.text("same-2.md").contains("first"));
    }

    @Test
    void aNoteIsNeverCreatedOutsideTheWorkspaceOrInAHiddenFolder() {
        for (String folder : List.of("..", "../outside", "/tmp", "a/../..", ".mempalace", "C:/x")) {
            assertThrows(NotePathRefusedException.class, () -> writer.create(draft(folder, "Escape", "x")), folder);
        }
        assertEquals(List.of(), paths());
    }

    private List<String> paths() {
        return source.listing().files().stream().map(SourceFile::path).toList();
    }
}
