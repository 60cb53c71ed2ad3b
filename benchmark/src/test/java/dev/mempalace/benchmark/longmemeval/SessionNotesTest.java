package dev.mempalace.benchmark.longmemeval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A haystack as Markdown transcripts: file names, front matter, one section a turn. */
class SessionNotesTest {

    @Test
    void eachSessionBecomesADatedTranscript(@TempDir Path tmp) throws Exception {
        Question q1 = TinyLongMemEval.question(tmp, "q1");

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
        Map<String, String> sessions = SessionNotes.write(TinyLongMemEval.question(tmp, "q2"), tmp.resolve("ws"));

        assertEquals("s4", sessions.get("sessions/2023-05-22-1000-s4.md"));
        assertEquals("s4", sessions.get("sessions/2023-05-22-1000-s4-2.md"));
        assertEquals(4, sessions.size());
    }

    @Test
    void datesInAnotherFormStillMakeSafeNames() {
        assertEquals("2023-05-20-0747", SessionNotes.stamp("2023/05/20 (Sat) 07:47"));
        assertEquals("undated", SessionNotes.stamp(""));
        assertFalse(SessionNotes.stamp("May 20, 2023").contains(" "));
    }
}
