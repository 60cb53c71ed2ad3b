package dev.mempalace.adapter.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.session.TranscriptLines;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A long exchange keeps a prompt that says something as a chunk of its own; nothing else is cut at a prompt. */
class ExchangePromptChunksTest {

    private static final String FRONT = "---\ntitle: Session r1\nsource: session\nharness: codex\nsession: r1\n"
            + "transcript: /t/r1.jsonl\n---\n";
    private static final String HEADING = "## 2026-11-30 14:03 UTC\n<!-- transcript lines 1–4 -->\n\n";

    private static List<Chunk> chunks(String path, String text) {
        return new MarkdownChunker(TestFiles.TOKENS).chunk(path, "Session r1", text);
    }

    /** {@code lines} paragraphs of 20 words, so that windows can cut between them. */
    private static String reply(String stem, int lines) {
        StringBuilder text = new StringBuilder();
        for (int line = 0; line < lines; line++) {
            text.append(line == 0 ? "" : "\n\n").append(TestFiles.filler(stem + line + "w", 20));
        }
        return text.toString();
    }

    @Test
    void aLongExchangesPromptIsAChunkOfItsOwnAndItsReplyFollows() {
        String prompt = "> " + TestFiles.filler("asked", 30) + "\n> " + TestFiles.filler("told", 10);
        List<Chunk> chunks = chunks("sessions/codex/r1.md", FRONT + HEADING + prompt + "\n\n"
                + reply("reply", 20) + "\n");

        assertEquals("## 2026-11-30 14:03 UTC\n\n" + prompt, chunks.get(0).text());
        assertTrue(chunks.get(1).text().startsWith("reply0w0 "), chunks.get(1).text());
        assertTrue(chunks.size() >= 3, "the reply over a window is cut as before: " + chunks.size());
        for (Chunk chunk : chunks) {
            assertEquals("2026-11-30 14:03 UTC", chunk.headingPath());
            assertEquals(Optional.of(new TranscriptLines(1, 4)), chunk.transcript());
        }
    }

    @Test
    void aPromptOfAFewWordsStaysWithItsReply() {
        List<Chunk> chunks = chunks("sessions/codex/r1.md", FRONT + HEADING + "> yes, go on\n\n"
                + reply("reply", 20) + "\n");

        assertTrue(chunks.get(0).text().startsWith("## 2026-11-30 14:03 UTC\n\n> yes, go on\n\nreply0w0 "),
                chunks.get(0).text());
    }

    @Test
    void anExchangeThatFitsOneChunkStaysOne() {
        String prompt = "> " + TestFiles.filler("asked", 60);
        List<Chunk> chunks = chunks("sessions/codex/r1.md", FRONT + HEADING + prompt + "\n\n"
                + TestFiles.filler("reply", 150) + "\n\n## 2026-11-30 14:05 UTC\n\n" + TestFiles.filler("next", 200)
                + "\n");

        assertEquals(2, chunks.size(), chunks.toString());
        assertTrue(chunks.get(0).text().endsWith("reply149"), chunks.get(0).text());
    }

    @Test
    void anOrdinaryNotesQuoteUnderAHeadingIsNoPrompt() {
        String quote = "> " + TestFiles.filler("quoted", 40);
        List<Chunk> chunks = chunks("notes/a.md", "## Reading\n\n" + quote + "\n\n" + reply("mine", 20)
                + "\n");

        assertTrue(chunks.get(0).text().startsWith("## Reading\n\n" + quote + "\n\nmine0w0 "), chunks.get(0).text());
    }
}
