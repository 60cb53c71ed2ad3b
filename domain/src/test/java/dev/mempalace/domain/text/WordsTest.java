package dev.mempalace.domain.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class WordsTest {

    @Test
    void cutsAtEverythingButLettersAndDigits() {
        assertEquals(List.of("MAX", "connections", "file", "locking", "v2"), Words.of(" MAX_connections file-locking, v2!"));
        assertEquals(List.of(), Words.of("🙂 *** \"\" ()"));
    }

    @Test
    void foldsLatinAccentsOnly() {
        assertEquals("Cafe naive", Words.folded("Café naïve"));
        assertEquals("ガイド", Words.folded("ガイド"), "a voiced kana keeps its mark, composed again");
        assertEquals("Cafe", Words.folded("Cafe\u0301"), "a decomposed accent too");
    }

    @Test
    void asciiIsItsOwnFolding() {
        StringBuilder ascii = new StringBuilder();
        for (char c = 0; c < 0x80; c++) {
            ascii.append(c);
        }
        assertEquals(ascii.toString(), Words.folded(ascii.toString()));
    }

    @Test
    void stopWordsAreCommonEnglishInAnyCase() {
        assertTrue(StopWords.contains("The"));
        assertTrue(StopWords.contains("where"));
        assertFalse(StopWords.contains("lock"));
    }
}
