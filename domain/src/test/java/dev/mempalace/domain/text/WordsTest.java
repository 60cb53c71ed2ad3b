package dev.mempalace.domain.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
    void plainCharactersAreTheirOwnFoldingWhereverTheyStand() {
        // What a canonical composition takes as its second character: a plain one must never be one.
        Set<Integer> seconds = new HashSet<>();
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            if (Character.getType(cp) != Character.SURROGATE) {
                int[] parts = Normalizer.normalize(Character.toString(cp), Normalizer.Form.NFD).codePoints().toArray();
                for (int i = 1; i < parts.length; i++) {
                    seconds.add(parts[i]);
                }
            }
        }
        int plain = 0;
        for (char c = 0x80; c < Character.MAX_VALUE; c++) {
            if (!Words.isPlain(c)) {
                continue;
            }
            plain++;
            String alone = String.valueOf(c);
            assertEquals(alone, Normalizer.normalize(alone, Normalizer.Form.NFD), alone);
            assertEquals(alone, Normalizer.normalize(alone, Normalizer.Form.NFC), alone);
            int type = Character.getType(c);
            assertFalse(type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK
                    || type == Character.COMBINING_SPACING_MARK, alone);
            assertFalse(seconds.contains((int) c), alone);
            for (String text : List.of("e" + c + "e", "A" + c, c + "z", c + "" + c)) {
                assertEquals(byNormalizer(text), Words.folded(text), text);
            }
        }
        assertEquals(877, plain, "the ranges hold the characters their comment names");
        for (char c : "\u00A7\u00D7\u2013\u2014\u2019\u2026\u2192\u2212\u222A\u2265\u2502\u250C".toCharArray()) {
            assertTrue(Words.isPlain(c), "the golden workspace's " + c);
        }
        for (int cp = 0; cp < 0x80; cp++) {
            assertFalse(seconds.contains(cp), "ASCII composes with nothing before it");
        }
    }

    @Test
    void aTextWithAnyOtherCharacterIsFoldedByTheNormalizer() {
        assertEquals("Cafe \u2014 resume \u2192 naive", Words.folded("Café \u2014 résumé \u2192 naïve"));
        assertEquals("\u219A \u2260", Words.folded("\u2190\u0338 =\u0338"), "composed again, no Latin mark taken");
    }

    /** Folding as the normalizer does it, whatever the text. */
    private static String byNormalizer(String text) {
        return Normalizer.normalize(Normalizer.normalize(text, Normalizer.Form.NFD)
                .replaceAll("(?<=\\p{IsLatin})\\p{M}+", ""), Normalizer.Form.NFC);
    }

    @Test
    void stopWordsAreCommonEnglishInAnyCase() {
        assertTrue(StopWords.contains("The"));
        assertTrue(StopWords.contains("where"));
        assertFalse(StopWords.contains("lock"));
    }
}
