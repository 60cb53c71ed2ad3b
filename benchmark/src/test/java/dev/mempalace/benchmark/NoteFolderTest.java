package dev.mempalace.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Generated notes: unchanged files keep their time, stale ones go, ids become safe and distinct names. */
class NoteFolderTest {

    @Test
    void anUnchangedNoteIsNotRewrittenAndAStaleOneIsRemoved(@TempDir Path tmp) throws Exception {
        NoteFolder first = NoteFolder.open(tmp.resolve("ws"));
        first.write("docs/a.md", "# A\n");
        first.write("docs/b.md", "# B\n");
        Path a = tmp.resolve("ws/docs/a.md");
        FileTime old = FileTime.fromMillis(1_000_000_000L);
        Files.setLastModifiedTime(a, old);

        NoteFolder second = NoteFolder.open(tmp.resolve("ws"));
        second.write("docs/a.md", "# A\n");
        second.prune();

        assertEquals(old, Files.getLastModifiedTime(a));
        assertFalse(Files.exists(tmp.resolve("ws/docs/b.md")));
    }

    @Test
    void aChangedNoteIsRewrittenAndTheSamePathTwiceIsRefused(@TempDir Path tmp) throws Exception {
        NoteFolder folder = NoteFolder.open(tmp.resolve("ws"));
        Files.createDirectories(tmp.resolve("ws/docs"));
        Files.writeString(tmp.resolve("ws/docs/a.md"), "# Old\n");

        folder.write("docs/a.md", "# New\n");

        assertEquals("# New\n", Files.readString(tmp.resolve("ws/docs/a.md")));
        assertThrows(IllegalArgumentException.class, () -> folder.write("docs/a.md", "# New\n"));
    }

    @Test
    void idsBecomeSafeDistinctFileNames() {
        assertEquals("4983", NoteFolder.safeName("4983"));
        assertEquals("sharegpt_6cz1Sq6_328", NoteFolder.safeName("sharegpt_6cz1Sq6_328"));
        String slash = NoteFolder.safeName("a/b");
        assertTrue(slash.matches("a_b-[0-9a-f]{8}"), slash);
        assertNotEquals(slash, NoteFolder.safeName("a_b"));
        assertNotEquals(NoteFolder.safeName("a:b"), NoteFolder.safeName("a/b"));
        assertFalse(NoteFolder.safeName(".hidden").startsWith("."));
        assertEquals(109, NoteFolder.safeName("x".repeat(300)).length());
        assertThrows(IllegalArgumentException.class, () -> NoteFolder.safeName(" "));
    }
}
