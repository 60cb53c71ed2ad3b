package dev.mempalace.application.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.mempalace.application.port.in.EmbedProgress;
import dev.mempalace.application.port.in.LineRange;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.answer.NoteAnswer;
import dev.mempalace.application.port.in.answer.SearchAnswer;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.note.SourceKind;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SessionSearchTest {

    private static final String SESSION = """
            ---
            source: session
            harness: claude-code
            session: 5f2c
            project: /work/shop
            started: 2026-11-30T14:03:00Z
            transcript: /home/u/.claude/projects/-work-shop/5f2c.jsonl
            ---
            # Session 5f2c
            ## 2026-11-30 14:03 UTC
            <!-- transcript lines 12–30 -->
            the flaky checkout test needed a fixed clock
            """;

    private final Memory memory = new Memory();

    @BeforeEach
    void ingest() {
        memory.source.write("sessions/claude-code/5f2c.md", SESSION);
        memory.source.write("notes/checkout.md", "---\nproject: /work/shop/web\n---\n# Checkout\nthe flaky checkout "
                + "test and its clock");
        memory.ingest.ingest(true, EmbedProgress.NONE);
    }

    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> results(NoteFilter filter) {
        Map<String, Object> answer = SearchAnswer.of(memory.search.search(new SearchRequest("flaky checkout clock",
                10, Optional.of(SearchMode.HYBRID), true, filter)), false, Path.of("/ws"), notice -> "");
        return (List<Map<String, Object>>) answer.get("results");
    }

    @Test
    void aSessionHitCarriesItsOriginAndTranscriptLinesAndANoteHitNone() {
        Map<String, Object> session = new HashMap<>();
        session.put("harness", "claude-code");
        session.put("id", "5f2c");
        session.put("project", "/work/shop");
        session.put("branch", null);
        session.put("transcript", "/home/u/.claude/projects/-work-shop/5f2c.jsonl");
        session.put("startLine", 12);
        session.put("endLine", 30);
        List<Map<String, Object>> sessions = results(NoteFilter.CURRENT.from(SourceKind.SESSIONS));
        assertEquals(List.of("sessions/claude-code/5f2c.md"), sessions.stream().map(r -> r.get("path")).toList());
        assertEquals(session, sessions.get(0).get("session"));
        List<Map<String, Object>> notes = results(NoteFilter.CURRENT.from(SourceKind.NOTES));
        assertEquals(List.of("notes/checkout.md"), notes.stream().map(r -> r.get("path")).toList());
        assertFalse(notes.get(0).containsKey("session"), "an ordinary hit has no session key");
        assertEquals(List.of("notes/checkout.md"), results(NoteFilter.CURRENT.inProject("/work/shop/web")).stream()
                .map(r -> r.get("path")).toList());
    }

    @Test
    void readingASessionNoteSaysWhereItCameFrom() {
        ReadNoteService read = new ReadNoteService(memory.source);
        Map<String, Object> answer = NoteAnswer.of(read.read("sessions/claude-code/5f2c.md",
                Optional.of(new LineRange(10, 12))), Path.of("/ws"));
        Map<String, Object> session = new HashMap<>();
        session.put("harness", "claude-code");
        session.put("id", "5f2c");
        session.put("project", "/work/shop");
        session.put("branch", null);
        session.put("transcript", "/home/u/.claude/projects/-work-shop/5f2c.jsonl");
        assertEquals(session, answer.get("session"));
        assertFalse(NoteAnswer.of(read.read("notes/checkout.md", Optional.empty()), Path.of("/ws"))
                .containsKey("session"));
    }
}
