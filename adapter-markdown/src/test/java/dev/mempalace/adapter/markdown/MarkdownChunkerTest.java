package dev.mempalace.adapter.markdown;

import static dev.mempalace.adapter.markdown.TestFiles.filler;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.domain.note.Chunk;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class MarkdownChunkerTest {

    private static final String RUNBOOK = String.join("\n",
            "---",                                   // 1
            "title: Runbook guide",                  // 2
            "tags: [ops, deploy]",                   // 3
            "---",                                   // 4
            "",                                      // 5
            "Intro " + filler("i", 30),              // 6
            "",                                      // 7
            "# Runbook",                             // 8
            "## Rollback",                           // 9
            "### Step 3",                            // 10
            "Run helm rollback. " + filler("s", 30), // 11
            "",                                      // 12
            "```bash",                               // 13
            "# not a heading",                       // 14
            "helm history",                          // 15
            "```",                                   // 16
            "",                                      // 17
            "## Verify",                             // 18
            "Check the dashboards " + filler("v", 30), // 19
            "",                                      // 20
            "Setext heading",                        // 21
            "--------------",                        // 22
            "Body " + filler("b", 10),               // 23
            "",                                      // 24
            "");

    private static List<Chunk> chunk(String text) {
        return new MarkdownChunker(TestFiles.TOKENS).chunk("notes/runbook.md", "Runbook guide", text);
    }

    private static String lines(String text, int first, int last) {
        return text.lines().skip(first - 1L).limit(last - first + 1L).collect(Collectors.joining("\n"));
    }

    @Test
    void sectionsCarryHeadingPathsAndExactLinesOfTheOriginalFile() {
        List<Chunk> chunks = chunk(RUNBOOK);

        assertEquals(List.of("", "Runbook > Rollback > Step 3", "Runbook > Verify", "Runbook > Setext heading"),
                chunks.stream().map(Chunk::headingPath).toList());
        assertEquals(List.of(6, 8, 18, 21), chunks.stream().map(Chunk::startLine).toList());
        assertEquals(List.of(6, 16, 19, 23), chunks.stream().map(Chunk::endLine).toList());
        assertEquals(List.of(0, 1, 2, 3), chunks.stream().map(Chunk::ordinal).toList());
        for (Chunk chunk : chunks) {
            assertEquals(lines(RUNBOOK, chunk.startLine(), chunk.endLine()), chunk.text());
            assertEquals("Runbook guide", chunk.title());
        }
    }

    @Test
    void hashLinesInsideCodeFencesAreNoHeadings() {
        List<Chunk> chunks = chunk(RUNBOOK);

        assertTrue(chunks.stream().noneMatch(c -> c.headingPath().contains("not a heading")));
        assertTrue(chunks.get(1).text().contains("# not a heading\nhelm history\n```"), chunks.get(1).text());
    }

    @Test
    void aHeadingWithBodyStaysApartFromItsSubHeading() {
        String text = "# Top\n\nTop has words " + filler("t", 40) + "\n\n## Child\n\n" + filler("c", 60) + "\n";

        List<Chunk> chunks = chunk(text);

        assertEquals(List.of("Top", "Top > Child"), chunks.stream().map(Chunk::headingPath).toList());
        assertEquals(List.of(1, 5), chunks.stream().map(Chunk::startLine).toList());
    }

    @Test
    void aTinyNoteIsOneChunk() {
        String text = "# Title\n\nshort intro\n\n## A\n\nsome text\n\n## B\n\nmore\n";

        List<Chunk> chunks = chunk(text);

        assertEquals(1, chunks.size());
        assertEquals(List.of(1, 11, 0), List.of(chunks.get(0).startLine(), chunks.get(0).endLine(),
                chunks.get(0).ordinal()));
        assertEquals("Title", chunks.get(0).headingPath());
        assertEquals(text.strip(), chunks.get(0).text());
    }

    @Test
    void aNoteWithoutBodyHasNoChunks() {
        assertEquals(List.of(), chunk("---\ntitle: Only front matter\n---\n\n   \n"));
        assertEquals(List.of(), chunk(""));
    }

    @Test
    void longSectionsBecomeOverlappingWindowsThatKeepFencesWhole() {
        List<String> lines = new ArrayList<>(List.of("# Long", ""));
        IntStream.range(0, 30).forEach(i -> lines.add(filler("p" + i + "w", 10)));
        int fenceStart = lines.size() + 1;
        lines.add("```text");
        IntStream.range(0, 20).forEach(i -> lines.add(filler("c" + i + "w", 5)));
        lines.add("```");
        int fenceEnd = lines.size();
        IntStream.range(30, 60).forEach(i -> lines.add(filler("p" + i + "w", 10)));
        String text = String.join("\n", lines) + "\n";

        List<Chunk> chunks = chunk(text);

        assertTrue(chunks.size() >= 3, "windows: " + chunks.size());
        assertEquals(1, chunks.get(0).startLine());
        assertEquals(lines.size(), chunks.get(chunks.size() - 1).endLine());
        for (int i = 0; i < chunks.size(); i++) {
            Chunk chunk = chunks.get(i);
            assertEquals("Long", chunk.headingPath());
            assertEquals(lines(text, chunk.startLine(), chunk.endLine()), chunk.text());
            assertTrue(Tokens.of(words(chunk)) <= MarkdownChunker.MAX_TOKENS + MarkdownChunker.OVERLAP_TOKENS,
                    "window too large: " + words(chunk));
            assertTrue(outside(chunk.startLine(), fenceStart + 1, fenceEnd), "starts in fence: " + chunk);
            assertTrue(outside(chunk.endLine(), fenceStart, fenceEnd - 1), "ends in fence: " + chunk);
            if (i > 0) {
                Chunk previous = chunks.get(i - 1);
                assertTrue(chunk.startLine() <= previous.endLine(), "no overlap after " + previous.endLine());
                assertTrue(chunk.startLine() > previous.startLine());
            }
        }
    }

    @Test
    void aFenceLongerThanAWindowStaysWhole() {
        List<String> lines = new ArrayList<>(List.of("# Code", "", filler("intro", 40), "", "```"));
        IntStream.range(0, 50).forEach(i -> lines.add(filler("x" + i + "y", 8)));
        lines.add("```");
        int fenceEnd = lines.size();
        lines.add("");
        lines.add(filler("outro", 40));
        String text = String.join("\n", lines);

        List<Chunk> chunks = chunk(text);

        assertTrue(chunks.stream().anyMatch(c -> c.startLine() <= 5 && c.endLine() >= fenceEnd), chunks::toString);
        assertTrue(chunks.size() > 1);
    }

    @Test
    void aHeadingOverALineLongerThanAWindowIsNeverAChunkAlone() {
        String text = String.join("\n", "# Aspirin and bleeding", "", filler("a", 400), "", filler("b", 300),
                "", "## Methods", "", filler("m", 500)) + "\n";

        List<Chunk> chunks = chunk(text);

        assertEquals(List.of("1-3", "5-5", "7-9"), chunks.stream().map(c -> c.startLine() + "-" + c.endLine())
                .toList());
        assertEquals("Aspirin and bleeding > Methods", chunks.get(2).headingPath());
    }

    @Test
    void sameTextGivesSameHashesAndAnEditChangesOnlyItsChunk() {
        List<String> first = chunk(RUNBOOK).stream().map(Chunk::hash).toList();
        List<String> again = chunk(RUNBOOK).stream().map(Chunk::hash).toList();
        List<String> edited = chunk(RUNBOOK.replace("Check the dashboards", "Check the graphs")).stream()
                .map(Chunk::hash).toList();

        assertEquals(first, again);
        assertEquals(first.size(), first.stream().distinct().count());
        assertEquals(first.subList(0, 2), edited.subList(0, 2));
        assertNotEquals(first.get(2), edited.get(2));
        assertEquals(first.get(3), edited.get(3));
    }

    private static int words(Chunk chunk) {
        return chunk.text().isBlank() ? 0 : chunk.text().strip().split("\\s+").length;
    }

    private static boolean outside(int line, int from, int to) {
        return line < from || line > to;
    }
}
