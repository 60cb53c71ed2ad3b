package dev.mempalace.adapter.solr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.domain.ranking.Snippet;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Snippets are cut as SQLite cuts them: a window of words around the first match, the cut ends marked. */
class SnippetsTest {

    private static String words(int from, int to) {
        return IntStream.range(from, to).mapToObj(i -> "w" + i).collect(Collectors.joining(" "));
    }

    @Test
    void aShortTextIsKeptWholeWithItsMarks() {
        assertEquals(new Snippet("alpha beta", List.of(new Snippet.Span(6, 10))),
                Snippets.window("alpha \u0002beta\u0003", '\u0002', '\u0003'));
    }

    @Test
    void aLongTextIsCutAroundItsFirstMatch() {
        String marked = words(0, 40) + " \u0002match\u0003 " + words(41, 80);
        Snippet snippet = Snippets.window(marked, '\u0002', '\u0003');
        String expected = "…" + words(37, 40) + " match " + words(41, 61) + "…";
        assertEquals(expected, snippet.text());
        int start = expected.indexOf("match");
        assertEquals(List.of(new Snippet.Span(start, start + 5)), snippet.matches());
    }

    @Test
    void aMatchNearTheEndTakesTheLastWords() {
        Snippet snippet = Snippets.window(words(0, 40) + " \u0002end\u0003", '\u0002', '\u0003');
        assertEquals("…" + words(17, 40) + " end", snippet.text());
    }

    @Test
    void aVectorHitShowsTheStartOfItsText() {
        assertEquals("x".repeat(Snippets.PLAIN_CHARS) + "…",
                Snippets.plain("  " + "x".repeat(Snippets.PLAIN_CHARS + 5)).text());
        assertEquals("short", Snippets.plain(" short\n").text());
    }
}
