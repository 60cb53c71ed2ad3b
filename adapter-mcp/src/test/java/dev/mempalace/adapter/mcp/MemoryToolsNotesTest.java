package dev.mempalace.adapter.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The tools that read, write and report on the memory: read_note, remember, memory_status and sync. */
class MemoryToolsNotesTest {

    private final Memory memory = new Memory();

    @Test
    void read_note_answers_the_lines_asked_for_with_their_numbers() {
        memory.source.write("notes/steps.md", "# Steps\n\none\ntwo\nthree\n");

        MemoryTools.Answer answer = memory.call("read_note", Map.of("path", "notes/steps.md", "from", 3, "to", 4));

        assertFalse(answer.error(), answer.text());
        assertEquals("notes/steps.md (lines 3-4 of 5)\n3\tone\n4\ttwo\n", answer.text());
        assertEquals(List.of(Map.of("line", 3, "text", "one"), Map.of("line", 4, "text", "two")),
                answer.json().get("lines"));
        assertEquals("/home/ada/notes/notes/steps.md", answer.json().get("absolutePath"));
        assertEquals(5, answer.json().get("total"));
    }

    @Test
    void read_note_past_the_end_says_how_many_lines_the_note_has() {
        memory.source.write("notes/steps.md", "# Steps\n\none\ntwo\nthree\n");

        assertError("read_note: notes/steps.md has only 5 lines, so there is no line 10",
                memory.call("read_note", Map.of("path", "notes/steps.md", "from", 10, "to", 12)));
        assertError("read_note: notes/steps.md has only 5 lines, so there is no line 6",
                memory.call("read_note", Map.of("path", "notes/steps.md", "from", 6)));
        assertEquals("notes/steps.md (lines 5-5 of 5)\n5\tthree\n",
                memory.call("read_note", Map.of("path", "notes/steps.md", "from", 5, "to", 9)).text());
    }

    @Test
    void read_note_refuses_paths_outside_the_workspace_in_one_line() {
        for (String path : List.of("../../etc/passwd", "/etc/passwd")) {
            MemoryTools.Answer answer = memory.call("read_note", Map.of("path", path));
            assertTrue(answer.error(), path);
            assertTrue(answer.text().contains(path), answer.text());
            assertFalse(answer.text().contains("\n"), answer.text());
            assertFalse(answer.text().contains("Exception"), answer.text());
        }
    }

    @Test
    void remember_passes_the_client_name_and_answers_where_the_note_went() {
        MemoryTools.Answer answer = memory.call("remember", Map.of("title", "Proxy fix", "body", "Set the proxy.",
                "tags", List.of("build", "network"), "folder", "learned"));

        assertFalse(answer.error(), answer.text());
        assertEquals("learned/proxy-fix.md", answer.json().get("path"));
        assertEquals("/home/ada/notes/learned/proxy-fix.md", answer.json().get("absolutePath"));
        assertEquals(true, answer.json().get("embedded"));
        assertEquals("---\ntitle: Proxy fix\ndate: 2026-03-01\ntags: [build, network]\nclient: test-agent\n---\n"
                + "Set the proxy.\n", memory.source.text("learned/proxy-fix.md"));
        assertEquals("learned/proxy-fix.md",
                results(memory.call("search_memory", Map.of("query", "proxy"))).get(0).get("path"));
    }

    @Test
    void remember_warns_only_of_the_note_it_wrote_and_sync_of_what_it_passed_over_once() {
        memory.source.write("a.md", "# Alpha\n\ntext\n");
        memory.source.passOver("evil-link.md", "a link that leads outside the workspace");

        MemoryTools.Answer remembered = memory.call("remember", Map.of("title", "Proxy fix", "body", "Set it."));
        MemoryTools.Answer synced = memory.call("sync", Map.of());

        assertFalse(remembered.error(), remembered.text());
        assertEquals(List.of("path", "absolutePath", "embedded", "workspace", "index"),
                List.copyOf(remembered.json().keySet()));
        assertFalse(remembered.text().contains("evil-link.md"), remembered.text());
        assertEquals(List.of("passed over evil-link.md: a link that leads outside the workspace"),
                synced.json().get("warnings"));
    }

    @Test
    void remember_warns_of_the_note_it_wrote() {
        memory.source.passOver("proxy-fix.md", "a link that leads outside the workspace");

        MemoryTools.Answer remembered = memory.call("remember", Map.of("title", "Proxy fix", "body", "Set it."));

        assertEquals(List.of("passed over proxy-fix.md: a link that leads outside the workspace"),
                remembered.json().get("warnings"));
    }

    @Test
    void status_names_the_store_and_what_it_holds() {
        memory.source.write("a.md", "# Alpha\n\ntext\n");
        memory.call("sync", Map.of());

        MemoryTools.Answer answer = memory.call("memory_status", Map.of());

        assertEquals("/home/ada/notes", answer.json().get("workspace"));
        assertEquals("/home/ada/notes/.mempalace/index.sqlite", answer.json().get("index"));
        assertEquals(1, answer.json().get("notes"));
        assertEquals(0, answer.json().get("chunksWithoutVectors"));
        assertEquals(0L, answer.json().get("indexBytes"));
        assertEquals(Map.of("added", 0, "changed", 0, "deleted", 0), answer.json().get("drift"));
    }

    @Test
    void sync_reports_what_changed() {
        memory.source.write("a.md", "# Alpha\n\ntext\n");
        memory.source.write("b.md", "# Beta\n\ntext\n");

        MemoryTools.Answer first = memory.call("sync", Map.of());
        memory.source.write("b.md", "# Beta\n\nother text\n");
        MemoryTools.Answer second = memory.call("sync", Map.of());

        assertEquals(2, first.json().get("added"));
        assertEquals(0, second.json().get("added"));
        assertEquals(1, second.json().get("changed"));
        assertEquals(1, second.json().get("unchanged"));
        assertEquals(List.of(), second.json().get("skipped"));
        assertEquals(List.of(), second.json().get("warnings"));
        assertEquals(2, ((Map<?, ?>) second.json().get("embedding")).get("withVector"));
    }

    @Test
    void a_failing_port_is_a_tool_error_worded_for_a_model() {
        memory.source.makeUnreadable();

        MemoryTools.Answer answer = memory.call("sync", Map.of());

        assertTrue(answer.error());
        assertFalse(answer.text().contains("mempalace "), answer.text());
        assertFalse(answer.text().contains("\n"), answer.text());
    }

    private static void assertError(String message, MemoryTools.Answer answer) {
        assertTrue(answer.error(), answer::text);
        assertEquals(message, answer.text());
    }

    private static List<Map<?, ?>> results(MemoryTools.Answer answer) {
        assertFalse(answer.error(), answer.text());
        return ((List<?>) answer.json().get("results")).stream().<Map<?, ?>>map(r -> (Map<?, ?>) r).toList();
    }
}
