package dev.mempalace.adapter.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** search_memory over notes and imported sessions: the source and project arguments, and a hit's session. */
class MemoryToolsSessionsTest {

    private final Memory memory = new Memory();

    @BeforeEach
    void write() {
        memory.source.write("sessions/claude-code/5f2c.md", "---\nsource: session\nharness: claude-code\n"
                + "session: 5f2c\nproject: /work/shop\ntranscript: /t/5f2c.jsonl\n---\n"
                + "## 2026-11-30 14:03 UTC\n<!-- transcript lines 12–30 -->\n\nThe flaky checkout test wanted a frozen "
                + "clock.\n");
        memory.source.write("notes/checkout.md", "---\nproject: /work/shopping\n---\n# Checkout\n\nThe flaky "
                + "checkout test and its frozen clock.\n");
        memory.call("sync", Map.of());
    }

    private List<Map<?, ?>> results(Map<String, Object> arguments) {
        MemoryTools.Answer answer = memory.call("search_memory", arguments);
        assertFalse(answer.error(), answer.text());
        return ((List<?>) answer.json().get("results")).stream().<Map<?, ?>>map(r -> (Map<?, ?>) r).toList();
    }

    @Test
    void the_schema_offers_source_and_project() {
        Map<?, ?> properties = (Map<?, ?>) memory.tools.tools().get(0).inputSchema().get("properties");
        assertEquals(List.of("notes", "sessions"), ((Map<?, ?>) properties.get("source")).get("enum"));
        assertEquals("string", ((Map<?, ?>) properties.get("project")).get("type"));
    }

    @Test
    void source_sessions_finds_the_session_with_its_origin_and_notes_the_note_without() {
        List<Map<?, ?>> sessions = results(Map.of("query", "flaky checkout clock", "source", "sessions"));
        assertEquals(List.of("sessions/claude-code/5f2c.md"), sessions.stream().map(r -> r.get("path")).toList());
        Map<?, ?> session = (Map<?, ?>) sessions.get(0).get("session");
        assertEquals("claude-code", session.get("harness"));
        assertEquals("5f2c", session.get("id"));
        assertEquals("/work/shop", session.get("project"));
        assertEquals(null, session.get("branch"));
        assertEquals("/t/5f2c.jsonl", session.get("transcript"));
        assertEquals(List.of(12, 30), List.of(session.get("startLine"), session.get("endLine")));
        List<Map<?, ?>> notes = results(Map.of("query", "flaky checkout clock", "source", "notes"));
        assertEquals(List.of("notes/checkout.md"), notes.stream().map(r -> r.get("path")).toList());
        assertFalse(notes.get(0).containsKey("session"));
    }

    @Test
    void project_keeps_the_notes_inside_the_folder() {
        assertEquals(List.of("sessions/claude-code/5f2c.md"), results(Map.of("query", "flaky clock",
                "project", "/work/shop/")).stream().map(r -> r.get("path")).toList());
        assertEquals(2, results(Map.of("query", "flaky clock", "project", "/work")).size());
    }

    @Test
    void read_note_says_where_a_session_came_from() {
        MemoryTools.Answer answer = memory.call("read_note", Map.of("path", "sessions/claude-code/5f2c.md"));
        assertEquals("5f2c", ((Map<?, ?>) answer.json().get("session")).get("id"));
        assertFalse(memory.call("read_note", Map.of("path", "notes/checkout.md")).json().containsKey("session"));
    }

    @Test
    void a_bad_source_is_a_tool_error_of_one_line() {
        MemoryTools.Answer answer = memory.call("search_memory", Map.of("query", "x", "source", "transcripts"));
        assertTrue(answer.error());
        assertEquals("search_memory: source must be notes or sessions: transcripts", answer.text());
    }
}
