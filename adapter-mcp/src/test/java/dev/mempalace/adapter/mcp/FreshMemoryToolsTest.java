package dev.mempalace.adapter.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.RememberNote;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What an agent meets on a memory nobody has written to yet, and when it sends a note the memory refuses. */
class FreshMemoryToolsTest {

    private final Memory memory = new Memory();

    @Test
    void the_status_of_a_fresh_memory_is_an_answer_of_zero_notes_not_an_error() {
        MemoryTools.Answer answer = memory.call("memory_status", Map.of());

        assertFalse(answer.error(), answer.text());
        assertEquals(0, answer.json().get("notes"));
    }

    @Test
    void a_search_of_a_fresh_memory_says_it_is_empty() {
        MemoryTools.Answer answer = memory.call("search_memory", Map.of("query", "quokka"));

        assertFalse(answer.error(), answer.text());
        assertEquals(List.of("the memory holds no notes yet; save what you learn with the remember tool"),
                answer.json().get("warnings"));
    }

    @Test
    void an_empty_or_oversized_body_is_a_tool_error_that_says_what_to_send() {
        MemoryTools.Answer empty = memory.call("remember", Map.of("title", "Proxy fix", "body", "  "));
        MemoryTools.Answer large = memory.call("remember", Map.of("title", "Proxy fix", "body",
                "x".repeat(RememberNote.MAX_BODY_BYTES + 1)));

        assertTrue(empty.error());
        assertEquals("the note's body is empty; write what was learned in body", empty.text());
        assertTrue(large.error());
        assertEquals("the note's body is 65537 bytes, over the limit of 65536 bytes (64 KiB); split it into "
                + "several notes of one topic each", large.text());
    }
}
