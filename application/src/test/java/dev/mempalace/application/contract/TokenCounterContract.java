package dev.mempalace.application.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.TokenCounter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What every token counter must do, run against the fake and the real tokenizer alike: the window holds more than
 * the special tokens; a count is the same every time and grows with the text; and a text's token ends are one per
 * token besides the special ones, in order, inside the text, the last at its last word.
 */
public abstract class TokenCounterContract {

    private static final List<String> TEXTS = List.of(
            "On Windows, Sysinternals handle.exe lists the process that holds an open handle on a file.",
            "  leading and trailing blanks  \n",
            "Ünïcödé, emoji 🚀 and CJK 文字 survive tokenisation.",
            "x");

    /** The counter under test; it may be shared by every test of a class. */
    protected abstract TokenCounter counter();

    @Test
    void theTokenizerHasAName() {
        assertTrue(!counter().tokenizer().isBlank());
        assertEquals(counter().tokenizer(), counter().tokenizer());
    }

    @Test
    void theWindowHoldsMoreThanTheSpecialTokens() {
        assertTrue(counter().window() > counter().count(""), "window " + counter().window());
    }

    @Test
    void aCountIsTheSameEveryTimeAndGrowsWithTheText() {
        for (String text : TEXTS) {
            assertEquals(counter().count(text), counter().count(text), text);
            assertTrue(counter().count(text + " more words here") > counter().count(text), text);
        }
    }

    @Test
    void everyTokenButTheSpecialOnesEndsInsideTheTextInOrder() {
        int special = counter().count("");
        for (String text : TEXTS) {
            int[] ends = counter().tokenEnds(text);
            assertEquals(counter().count(text) - special, ends.length, text);
            for (int i = 0; i < ends.length; i++) {
                assertTrue(ends[i] > (i == 0 ? 0 : ends[i - 1]) && ends[i] <= text.length(), text + " at " + i);
            }
            assertEquals(text.stripTrailing().length(), ends[ends.length - 1], text);
        }
        assertEquals(0, counter().tokenEnds("").length);
    }
}
