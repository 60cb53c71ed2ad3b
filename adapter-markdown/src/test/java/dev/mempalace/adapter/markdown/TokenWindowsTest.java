package dev.mempalace.adapter.markdown;

import static dev.mempalace.adapter.markdown.TestFiles.filler;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.fake.FakeTokenCounter;
import dev.mempalace.application.port.out.TokenCounter;
import dev.mempalace.domain.note.Chunk;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Chunks whose embedding text overflows the model's window are cut again, inside their lines where they must. */
class TokenWindowsTest {

    private static final String TITLE = "Aspirin";

    /** Sentences of ten words each, numbered, on one line: a SciFact abstract is one such line. */
    private static String sentences(int count) {
        return IntStream.range(0, count).mapToObj(TokenWindowsTest::sentence).collect(Collectors.joining(" "));
    }

    private static String sentence(int i) {
        return "Sentence " + i + " " + filler("w" + i + "x", 7) + " ends.";
    }

    private static List<Chunk> chunk(TokenCounter counter, String text) {
        return new MarkdownChunker(counter).chunk("notes/aspirin.md", TITLE, text);
    }

    private static String lines(String text, int first, int last) {
        return text.lines().skip(first - 1L).limit(last - first + 1L).collect(Collectors.joining("\n"));
    }

    /** Every chunk fits the window, is verbatim from its lines and touches each of them; ordinals count up. */
    private static void assertFitsAndVerbatim(TokenCounter counter, String text, List<Chunk> chunks) {
        for (Chunk chunk : chunks) {
            assertTrue(counter.count(chunk.embeddingText()) <= counter.window(), "overflows: " + chunk);
            String lines = lines(text, chunk.startLine(), chunk.endLine());
            assertTrue(lines.contains(chunk.text()), "not verbatim from its lines: " + chunk);
            assertTrue(chunk.text().lines().count() == chunk.endLine() - chunk.startLine() + 1, chunk::toString);
        }
        assertEquals(IntStream.range(0, chunks.size()).boxed().toList(), chunks.stream().map(Chunk::ordinal).toList());
    }

    @Test
    void aLongOneLineAbstractIsCutAtSentenceEndsIntoOverlappingWindowsOnItsLine() {
        String text = "# Aspirin and bleeding\n\n" + sentences(120) + "\n";
        TokenCounter counter = new FakeTokenCounter(512);

        List<Chunk> chunks = chunk(counter, text);

        assertFitsAndVerbatim(counter, text, chunks);
        assertTrue(chunks.size() >= 4, chunks::toString);
        assertEquals(List.of(1, 3), List.of(chunks.get(0).startLine(), chunks.get(0).endLine()));
        assertTrue(chunks.get(0).text().startsWith("# Aspirin and bleeding\n\nSentence 0 "), chunks.get(0).text());
        for (int i = 1; i < chunks.size(); i++) {
            Chunk chunk = chunks.get(i);
            assertEquals(List.of(3, 3), List.of(chunk.startLine(), chunk.endLine()), chunk.toString());
            assertTrue(chunk.text().startsWith("Sentence "), chunk.text());
            String firstSentence = chunk.text().substring(0, chunk.text().indexOf(" ends.") + 6);
            assertTrue(chunks.get(i - 1).text().contains(firstSentence), "no overlap before " + chunk);
        }
        for (Chunk chunk : chunks) {
            assertTrue(chunk.text().endsWith(" ends."), chunk.text());
            assertTrue(counter.count(chunk.text()) <= MarkdownChunker.MAX_TOKENS + MarkdownChunker.OVERLAP_TOKENS,
                    chunk.text());
        }
        for (int i = 0; i < 120; i++) {
            String whole = sentence(i);
            assertTrue(chunks.stream().anyMatch(c -> c.text().contains(whole)), "lost: " + whole);
        }
        assertEquals("Aspirin and bleeding", chunks.get(1).headingPath());
    }

    @Test
    void aLongFenceIsCutAtItsLineEndsAndWholeLinesStay() {
        List<String> lines = new ArrayList<>(List.of("# Code", "", filler("intro", 40), "", "```java"));
        IntStream.range(0, 300).forEach(i -> lines.add("    call(" + i + ") " + filler("arg" + i + "z", 4)));
        lines.add("```");
        lines.add("");
        lines.add(filler("outro", 40));
        String text = String.join("\n", lines) + "\n";
        TokenCounter counter = new FakeTokenCounter(512);

        List<Chunk> chunks = chunk(counter, text);

        assertFitsAndVerbatim(counter, text, chunks);
        assertTrue(chunks.size() >= 4, chunks::toString);
        for (Chunk chunk : chunks) {
            assertEquals(lines(text, chunk.startLine(), chunk.endLine()), chunk.text(), "cut inside a line");
        }
        assertEquals(1, chunks.get(0).startLine());
        assertEquals(lines.size(), chunks.get(chunks.size() - 1).endLine());
        for (int i = 0; i < 300; i++) {
            String line = "    call(" + i + ") ";
            assertTrue(chunks.stream().anyMatch(c -> c.text().contains(line)), "lost line " + i);
        }
    }

    @Test
    void chunksThatFitStayAsTheyWereAroundOneThatDoesNot() {
        String text = String.join("\n", "# Notes", "", filler("a", 100), "", "## Abstract", "", sentences(80), "",
                "## After", "", filler("z", 100)) + "\n";
        TokenCounter counter = new FakeTokenCounter(512);

        List<Chunk> chunks = chunk(counter, text);

        assertFitsAndVerbatim(counter, text, chunks);
        assertEquals("1-3", chunks.get(0).startLine() + "-" + chunks.get(0).endLine());
        assertEquals(lines(text, 1, 3), chunks.get(0).text());
        Chunk lastChunk = chunks.get(chunks.size() - 1);
        assertEquals("9-11", lastChunk.startLine() + "-" + lastChunk.endLine());
        assertEquals(lines(text, 9, 11), lastChunk.text());
        List<Chunk> abstracts = chunks.subList(1, chunks.size() - 1);
        assertTrue(abstracts.size() >= 2, chunks::toString);
        assertTrue(abstracts.stream().allMatch(c -> c.headingPath().equals("Notes > Abstract")), chunks::toString);
        assertEquals(5, abstracts.get(0).startLine());
        assertTrue(abstracts.stream().skip(1).allMatch(c -> c.startLine() == 7 && c.endLine() == 7));
    }

    @Test
    void aRunWithoutSpacesIsCutAtFullStopsElseWhereATokenEnds() {
        String cjk = "監視アラートの閾値を変更する手順。".repeat(60);
        String unbroken = "監視".repeat(600);
        String text = "# 手順\n\n" + cjk + "\n\n" + unbroken + "\n";
        TokenCounter counter = new CharCounter(256);

        List<Chunk> chunks = chunk(counter, text);

        assertFitsAndVerbatim(counter, text, chunks);
        List<Chunk> first = chunks.stream().filter(c -> c.endLine() == 3).toList();
        assertTrue(first.size() >= 4, chunks::toString);
        for (Chunk chunk : first.subList(0, first.size() - 1)) {
            assertTrue(chunk.text().endsWith("。"), chunk.text());
        }
        List<Chunk> second = chunks.stream().filter(c -> c.startLine() == 5).toList();
        assertTrue(second.size() > unbroken.length() / counter.window(), chunks::toString);
        assertTrue(second.stream().allMatch(c -> counter.count(c.text()) <= MarkdownChunker.MAX_TOKENS + 2));
        String covered = second.stream().map(Chunk::text).collect(Collectors.joining());
        assertTrue(covered.length() >= unbroken.length(), "windows lose text");
    }

    @Test
    void aHugeLineIsMeasuredInSlicesAndEveryWindowFits() {
        String text = "# Huge\n\n" + sentences(6000) + "\n";
        TokenCounter counter = new FakeTokenCounter(512);

        List<Chunk> chunks = chunk(counter, text);

        assertFitsAndVerbatim(counter, text, chunks);
        assertTrue(chunks.size() > 6000 * 10 / MarkdownChunker.MAX_TOKENS, "windows: " + chunks.size());
        assertTrue(chunks.get(chunks.size() - 1).text().endsWith(sentence(5999)));
    }

    @Test
    void aTinyNoteThatOverflowsIsCutByItsSections() {
        String text = "# Tiny\n\nunder a hundred words\n\n## Code\n\n" + "監視".repeat(200) + "\n";
        TokenCounter counter = new CharCounter(128);

        List<Chunk> chunks = chunk(counter, text);

        assertFitsAndVerbatim(counter, text, chunks);
        assertEquals("Tiny", chunks.get(0).headingPath());
        assertTrue(chunks.stream().skip(1).allMatch(c -> c.headingPath().equals("Tiny > Code")), chunks::toString);
    }

    @Test
    void aTitleThatFillsTheWindowAloneLeavesThePieceWhole() {
        String text = "# Long\n\n" + sentences(60) + "\n";
        TokenCounter counter = new FakeTokenCounter(40);

        List<Chunk> chunks = new MarkdownChunker(counter).chunk("notes/long.md", filler("title", 40), text);

        assertEquals(1, chunks.size());
        assertEquals(lines(text, 1, 3), chunks.get(0).text());
    }

    /** Counts each char but whitespace as a token, as a tokenizer of Chinese or Japanese would, with two specials. */
    private static final class CharCounter implements TokenCounter {

        private final int window;

        CharCounter(int window) {
            this.window = window;
        }

        @Override
        public String tokenizer() {
            return "fake-chars";
        }

        @Override
        public int window() {
            return window;
        }

        @Override
        public int count(String text) {
            return tokenEnds(text).length + 2;
        }

        @Override
        public int[] tokenEnds(String text) {
            return IntStream.range(0, text.length()).filter(i -> !Character.isWhitespace(text.charAt(i)))
                    .map(i -> i + 1).toArray();
        }
    }
}
