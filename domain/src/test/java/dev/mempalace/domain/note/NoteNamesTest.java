package dev.mempalace.domain.note;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NoteNamesTest {

    @Test
    void aTitleBecomesLowerCaseWordsJoinedByHyphens() {
        assertEquals("gradle-daemon-holds-a-file-lock", NoteNames.stem("  Gradle daemon: holds a *file* lock! "));
    }

    @Test
    void lettersOfEveryScriptAreKept() {
        assertEquals("監視アラートの閾値", NoteNames.stem("監視アラートの閾値"));
        assertEquals("café-crème", NoteNames.stem("Café Crème"));
    }

    @Test
    void nothingUsableLeavesNoteAndLongTitlesAreCut() {
        assertEquals("note", NoteNames.stem("../../"));
        assertTrue(NoteNames.stem("word ".repeat(40)).length() <= NoteNames.MAX_STEM);
    }

    @Test
    void candidatesNumberFromTwo() {
        assertEquals("a.md", NoteNames.candidate("", "a", 1));
        assertEquals("learned/a-2.md", NoteNames.candidate("learned", "a", 2));
    }
}
