package dev.mempalace.domain.note;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NoteTest {

    private static Note withStatus(String status) {
        return new Note("a.md", "A", Map.of("status", List.of(status)), "", "h", List.of());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "/abs.md", "C:/x.md", "d:notes.md", "a\\b.md", "../up.md", "a//b.md", "a/./b.md"})
    void rejectsPathsThatAreNotCleanAndRelative(String path) {
        assertThrows(IllegalArgumentException.class, () -> NotePath.check(path));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "..|note path must not leave the workspace with '..': ..",
            "a/../b.md|note path must not leave the workspace with '..': a/../b.md",
            "a/..|note path must not leave the workspace with '..': a/..",
            ".|note path has an empty or '.' segment: .",
            "a/.|note path has an empty or '.' segment: a/.",
            "a/|note path has an empty or '.' segment: a/",
            "./a.md|note path has an empty or '.' segment: ./a.md",
            "a/./../b.md|note path has an empty or '.' segment: a/./../b.md",
            "a//../b.md|note path has an empty or '.' segment: a//../b.md"})
    void namesTheFirstBadSegmentsRule(String path, String message) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, () -> NotePath.check(path)).getMessage());
    }

    @Test
    void acceptsSegmentsThatOnlyStartOrEndWithDots() {
        assertEquals(".../a..b/..c/d../.e.md", NotePath.check(".../a..b/..c/d../.e.md"));
    }

    @Test
    void acceptsNestedRelativePaths() {
        assertEquals("runbooks/wsl/memory.md", NotePath.check("runbooks/wsl/memory.md"));
        assertEquals("10:30 standup.md", NotePath.check("10:30 standup.md"), "a colon after a digit is no drive");
    }

    @Test
    void supersededDeprecatedAndArchivedNotesAreRetired() {
        assertTrue(withStatus("superseded").retired());
        assertTrue(withStatus(" Deprecated ").retired());
        assertTrue(withStatus("archived").retired());
        assertFalse(withStatus("accepted").retired());
        assertFalse(new Note("a.md", "A", Map.of(), "", "h", List.of()).retired());
    }

    @Test
    void chunkHashCoversTitleHeadingAndTextButNotPathOrPosition() {
        Chunk a = Chunk.of("a.md", 0, "T", "H", 1, 3, "body");
        assertEquals(a.hash(), Chunk.of("moved/b.md", 4, "T", "H", 10, 12, "body").hash());
        assertNotEquals(a.hash(), Chunk.of("a.md", 0, "T2", "H", 1, 3, "body").hash());
        assertNotEquals(a.hash(), Chunk.of("a.md", 0, "T", "H2", 1, 3, "body").hash());
        assertEquals("T\nH\nbody", a.embeddingText());
    }

    @Test
    void embeddingTextSaysTitleAndHeadingsOnce() {
        assertEquals("Runbook\nRollback > Step 3\nrun it", Chunk.of("a.md", 0, "Runbook", "Runbook > Rollback > Step 3",
                1, 3, "### Step 3\nrun it").embeddingText());
        assertEquals("Runbook\nintro", Chunk.of("a.md", 0, "Runbook", "Runbook", 1, 2, "# Runbook\n\nintro")
                .embeddingText());
        assertEquals("T\n#hashtag text", Chunk.of("a.md", 0, "T", "", 1, 1, "#hashtag text").embeddingText());
    }

    @Test
    void rejectsBadLineRanges() {
        assertThrows(IllegalArgumentException.class, () -> Chunk.of("a.md", 0, "T", "", 0, 1, "x"));
        assertThrows(IllegalArgumentException.class, () -> Chunk.of("a.md", 0, "T", "", 5, 4, "x"));
    }
}
