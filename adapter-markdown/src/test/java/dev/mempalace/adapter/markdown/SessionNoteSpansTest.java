package dev.mempalace.adapter.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.session.TranscriptLines;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The transcript lines of a session note's chunks, read from the note as written now and as written before. */
class SessionNoteSpansTest {

    private static final String FRONT = "---\ntitle: Session r1\nsource: session\nharness: codex\nsession: r1\n"
            + "transcript: /t/r1.jsonl\n---\n";

    private static List<Chunk> chunks(String text) {
        return new MarkdownChunker(TestFiles.TOKENS).chunk("sessions/codex/r1.md", "Session r1", text);
    }

    private static Optional<TranscriptLines> lines(int first, int last) {
        return Optional.of(new TranscriptLines(first, last));
    }

    @Test
    void aNoteWrittenBeforeTheMarkStillNamesItsLinesInItsHeadings() {
        List<Chunk> chunks = chunks(FRONT + "## 2026-11-30 14:03 UTC (lines 12–30)\n\nfirst "
                + TestFiles.filler("a", 200) + "\n\n## Exchange (lines 31-40)\n\nsecond, not (lines 1–99) "
                + TestFiles.filler("b", 200) + "\n");

        assertEquals(List.of(lines(12, 30), lines(31, 40)), chunks.stream().map(Chunk::transcript).toList());
    }

    @Test
    void aChunkHoldingSeveralExchangesSpansThemAllAndKeepsNoMark() {
        List<Chunk> chunks = chunks(FRONT + "## 2026-11-30 14:03 UTC\n<!-- transcript lines 1–4 -->\n\nfirst\n\n"
                + "## 2026-11-30 14:05 UTC\n<!-- transcript lines 6–8 -->\n\nsecond\n\n"
                + "## Exchange (lines 10-11)\n\nthird\n");

        assertEquals(1, chunks.size(), chunks.toString());
        assertEquals(lines(1, 11), chunks.get(0).transcript());
        assertEquals("2026-11-30 14:03 UTC", chunks.get(0).headingPath());
        assertEquals("## 2026-11-30 14:03 UTC\n\nfirst\n\n## 2026-11-30 14:05 UTC\n\nsecond\n\n"
                + "## Exchange (lines 10-11)\n\nthird", chunks.get(0).text());
    }

    @Test
    void aMarkInACodeBlockOrInAnOrdinaryNoteIsText() {
        String body = "## 2026-11-30 14:03 UTC\n<!-- transcript lines 1–4 -->\n\n```\n## x\n"
                + "<!-- transcript lines 50–60 -->\n```\n";
        Chunk session = chunks(FRONT + body).get(0);
        assertEquals(lines(1, 4), session.transcript());
        assertTrue(session.text().contains("lines 50–60"), session.text());

        Chunk note = new MarkdownChunker(TestFiles.TOKENS).chunk("notes/a.md", "a", body).get(0);
        assertEquals(Optional.empty(), note.transcript());
        assertTrue(note.text().contains("lines 1–4"), note.text());
    }

    @Test
    void aSectionOfNoExchangeNamesNoLines() {
        List<Chunk> chunks = chunks(FRONT + "## 2026-11-30 14:03 UTC\n<!-- transcript lines 1–4 -->\n\nfirst "
                + TestFiles.filler("a", 200) + "\n\n## My own notes\n\nthoughts " + TestFiles.filler("b", 200) + "\n");

        assertEquals(List.of(lines(1, 4), Optional.empty()), chunks.stream().map(Chunk::transcript).toList());
    }
}
