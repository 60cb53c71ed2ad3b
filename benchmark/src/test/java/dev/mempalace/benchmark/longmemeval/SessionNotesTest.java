package dev.mempalace.benchmark.longmemeval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.mempalace.adapter.markdown.MarkdownNoteSource;
import dev.mempalace.application.fake.FakeTokenCounter;
import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A haystack as Markdown transcripts: file names, front matter, one section a turn, no session id indexed. */
class SessionNotesTest {

    @Test
    void eachSessionBecomesADatedTranscript(@TempDir Path tmp) throws Exception {
        Question q1 = question(tmp, "q1");

        Map<String, String> sessions = SessionNotes.write(q1, tmp.resolve("ws"));

        assertEquals(Map.of("sessions/2023-05-20-0747-s1.md", "s1", "sessions/2023-05-21-0905-answer_s2.md",
                "answer_s2", "sessions/2023-05-22-1830-s3.md", "s3"), sessions);
        assertEquals("""
                ---
                title: Chat on 2023/05/20 (Sat) 07:47
                date: 2023-05-20 07:47
                session: s1
                ---

                ## user

                Any tips for baking sourdough bread?

                ## assistant

                Keep the starter warm.
                """, Files.readString(tmp.resolve("ws/sessions/2023-05-20-0747-s1.md")));
    }

    @Test
    void aSessionTwiceOnTheSameDateGetsASecondName(@TempDir Path tmp) throws Exception {
        Map<String, String> sessions = SessionNotes.write(question(tmp, "q2"), tmp.resolve("ws"));

        assertEquals("s4", sessions.get("sessions/2023-05-22-1000-s4.md"));
        assertEquals("s4", sessions.get("sessions/2023-05-22-1000-s4-2.md"));
        assertEquals(4, sessions.size());
    }

    @Test
    void theMarkdownSourceSeesTheTitleAndTurnsButNotTheSessionId(@TempDir Path tmp) throws Exception {
        SessionNotes.write(question(tmp, "q1"), tmp.resolve("ws"));

        Note note = new MarkdownNoteSource(tmp.resolve("ws"), tmp.resolve("index.sqlite"), new FakeTokenCounter(512))
                .read("sessions/2023-05-21-0905-answer_s2.md").note();

        assertEquals("Chat on 2023/05/21 (Sun) 09:05", note.title());
        assertEquals(List.of("2023-05-21 09:05"), note.frontMatter().get("date"));
        for (Chunk chunk : note.chunks()) {
            assertFalse(chunk.embeddingText().contains("answer_s2"), chunk.embeddingText());
        }
        String all = String.join("\n", note.chunks().stream().map(Chunk::text).toList());
        assertEquals(true, all.contains("## user\n\nI bought my blue kayak") && all.contains("## assistant"), all);
    }

    @Test
    void datesInAnotherFormStillMakeSafeNames() {
        assertEquals("2023-05-20-0747", SessionNotes.stamp("2023/05/20 (Sat) 07:47"));
        assertEquals("undated", SessionNotes.stamp(""));
        assertFalse(SessionNotes.stamp("May 20, 2023").contains(" "));
    }

    private static Question question(Path tmp, String id) throws Exception {
        Path file = TinyLongMemEval.write(tmp.resolve("data/tiny.json.gz"));
        List<Question> read = new ArrayList<>();
        LongMemEvalFile.forEach(file, Set.of(id), read::add);
        return read.get(0);
    }
}
