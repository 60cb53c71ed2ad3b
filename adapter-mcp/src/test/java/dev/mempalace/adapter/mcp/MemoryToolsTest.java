package dev.mempalace.adapter.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
/** The tools listed, searching, and what a bad call is answered. */
class MemoryToolsTest {

    private final Memory memory = new Memory();

    @Test
    void lists_five_tools_each_described_with_a_schema_of_described_properties() {
        List<MemoryTools.Tool> tools = memory.tools.tools();
        assertEquals(List.of("search_memory", "read_note", "remember", "memory_status", "sync", "check_memory"),
                tools.stream().map(MemoryTools.Tool::name).toList());
        for (MemoryTools.Tool tool : tools) {
            assertTrue(tool.description().length() > 80, tool::name);
            assertEquals("object", tool.inputSchema().get("type"), tool::name);
            Map<?, ?> properties = (Map<?, ?>) tool.inputSchema().get("properties");
            properties.forEach((name, property) -> assertFalse(
                    String.valueOf(((Map<?, ?>) property).get("description")).isBlank(), tool.name() + " " + name));
            assertTrue(properties.keySet().containsAll((List<?>) tool.inputSchema().get("required")), tool::name);
        }
    }

    @Test
    void search_tells_the_model_that_near_duplicates_are_folded_under_a_hit_and_check_memory_lists_them() {
        String search = memory.tools.tools().get(0).description();

        assertTrue(search.contains("duplicates") && search.contains("check_memory"), search);
    }

    @Test
    void search_answers_as_search_json_does_with_the_absolute_path_beside_the_relative_one() {
        memory.source.write("notes/gradle.md", "# Gradle daemon\n\nThe daemon keeps a warm JVM between builds.\n");
        memory.source.write("notes/backups.md", "# Backups\n\nCopy every file to the NAS each night.\n");
        memory.call("sync", Map.of());

        MemoryTools.Answer answer = memory.call("search_memory", Map.of("query", "gradle daemon"));

        assertFalse(answer.error(), answer.text());
        assertEquals("gradle daemon", answer.json().get("query"));
        assertEquals("hybrid", answer.json().get("mode"));
        Map<?, ?> first = results(answer).get(0);
        assertEquals("notes/gradle.md", first.get("path"));
        assertEquals("/home/ada/notes/notes/gradle.md", first.get("absolutePath"));
        assertEquals("Gradle daemon", first.get("title"));
        assertEquals(List.of("path", "absolutePath", "title", "heading", "startLine", "endLine", "snippet",
                "highlights", "score", "retired", "match", "ranks"), List.copyOf(first.keySet()));
        assertEquals("# Gradle daemon  The daemon keeps a warm JVM between builds.", first.get("snippet"));
        assertEquals(List.of(List.of(2, 8), List.of(9, 15), List.of(21, 27)), first.get("highlights"));
        assertEquals("all-words", first.get("match"));
        assertEquals(List.of("query", "mode", "confident", "results", "warnings", "workspace", "index"),
                List.copyOf(answer.json().keySet()));
        assertEquals(List.of(), answer.json().get("warnings"));
        assertTrue(answer.text().contains("\"absolutePath\":\"/home/ada/notes/notes/gradle.md\""), answer.text());
    }

    @Test
    void search_sees_a_note_written_on_disk_after_the_last_search() {
        memory.source.write("notes/gradle.md", "# Gradle daemon\n\nThe daemon keeps a warm JVM between builds.\n");
        memory.call("sync", Map.of());
        results(memory.call("search_memory", Map.of("query", "gradle")));

        memory.source.write("notes/zebra.md", "# Zebra crossings\n\nStripes help pedestrians cross.\n");

        assertEquals("notes/zebra.md", results(memory.call("search_memory", Map.of("query", "zebra stripes")))
                .get(0).get("path"));
    }

    @Test
    void search_takes_limit_and_mode() {
        memory.source.write("a.md", "# Alpha\n\nshared word\n");
        memory.source.write("b.md", "# Beta\n\nshared word\n");
        memory.call("sync", Map.of());

        MemoryTools.Answer answer = memory.call("search_memory", Map.of("query", "shared", "limit", 1,
                "mode", "lexical"));

        assertEquals("lexical", answer.json().get("mode"));
        assertEquals(1, results(answer).size());
    }

    @Test
    void search_keeps_to_a_folder_tags_a_date_and_current_notes_unless_told_otherwise() {
        memory.source.write("runbooks/wsl.md", "---\ntags: [wsl, runbook]\ndate: 2026-03-01\n---\n# WSL memory\n\n"
                + "Cap the WSL memory.\n");
        memory.source.write("adr/wsl.md", "---\ntags: [wsl, decision]\ndate: 2025-01-01\n---\n# WSL decision\n\n"
                + "We cap the WSL memory.\n");
        // Near the current notes in meaning: a retired note asked for is shown, never folded under its successor.
        memory.source.write("adr/old-wsl.md", "---\nstatus: superseded\n---\n# Old WSL memory\n\nNo WSL cap.\n");
        memory.call("sync", Map.of());

        assertEquals(List.of("runbooks/wsl.md"), paths(Map.of("query", "wsl memory", "path", "runbooks/")));
        assertEquals(List.of("adr/wsl.md"), paths(Map.of("query", "wsl memory", "tags", List.of("Decision"))));
        assertEquals(List.of("runbooks/wsl.md"), paths(Map.of("query", "wsl memory", "since", "2026-01-01")));
        assertFalse(paths(Map.of("query", "wsl")).contains("adr/old-wsl.md"));
        assertTrue(paths(Map.of("query", "wsl", "includeSuperseded", true)).contains("adr/old-wsl.md"));
        assertError("search_memory: since must be a date, YYYY-MM-DD: March", memory.call("search_memory",
                Map.of("query", "wsl", "since", "March")));
        assertError("search_memory: includeSuperseded must be true or false", memory.call("search_memory",
                Map.of("query", "wsl", "includeSuperseded", "yes")));
    }

    private List<Object> paths(Map<String, Object> arguments) {
        return results(memory.call("search_memory", arguments)).stream().<Object>map(hit -> hit.get("path")).toList();
    }

    @Test
    void search_on_a_store_nobody_synced_builds_the_index_first() {
        memory.source.write("notes/first.md", "# First note\n\nThe quokka lives on Rottnest.\n");

        MemoryTools.Answer answer = memory.call("search_memory", Map.of("query", "quokka"));

        assertFalse(answer.error(), answer.text());
        assertEquals("notes/first.md", ((Map<?, ?>) ((List<?>) answer.json().get("results")).get(0)).get("path"));
    }

    @Test
    void bad_arguments_are_tool_errors_of_one_line() {
        assertError("search_memory: query is required", memory.call("search_memory", Map.of()));
        assertError("search_memory: limit must be a whole number: ten",
                memory.call("search_memory", Map.of("query", "x", "limit", "ten")));
        assertError("search_memory: limit must be between 1 and 50: 51",
                memory.call("search_memory", Map.of("query", "x", "limit", 51)));
        assertError("search_memory: mode must be hybrid, lexical or vector: fuzzy",
                memory.call("search_memory", Map.of("query", "x", "mode", "fuzzy")));
        assertError("search_memory: the query is empty", memory.call("search_memory", Map.of("query", " ")));
        assertError("remember: tags must be an array of strings",
                memory.call("remember", Map.of("title", "t", "body", "b", "tags", "x")));
        assertError("no tool named forget; the tools are search_memory, read_note, remember, memory_status, sync, check_memory",
                memory.call("forget", Map.of()));
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
