package dev.mempalace.adapter.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.in.Drift;
import dev.mempalace.application.port.in.Notice;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModelWordingTest {

    @Test
    void notices_name_a_tool_never_a_command() {
        List<Notice> notices = List.of(new Notice.IndexBehind(new Drift(List.of("a.md"), List.of(), List.of(), 0)),
                new Notice.NoVectors(3), new Notice.VectorsMissing(1, 3), new Notice.ModelUnavailable("no model"),
                new Notice.WorkspaceUnreadable("gone"), new Notice.NoteSkipped("a.md", "not UTF-8"),
                new Notice.SecretsRedacted(Map.of("jwt", 1, "github-pat", 2)));
        for (Notice notice : notices) {
            String line = ModelWording.of(notice);
            assertTrue(line.startsWith(notice.describe()), line);
            assertFalse(line.contains("mempalace"), line);
            assertFalse(line.contains("\n"), line);
        }
        assertTrue(ModelWording.of(notices.get(0)).endsWith("call the sync tool to bring the index up to date"));
        assertTrue(ModelWording.of(notices.get(1)).endsWith("call the sync tool to compute the missing vectors"));
        assertTrue(ModelWording.of(notices.get(6)).startsWith("redacted 3 secrets before writing: github-pat \u00d72, "
                + "jwt \u00d71; the note holds [redacted:<kind>] in their place"), ModelWording.of(notices.get(6)));
    }

    @Test
    void a_refused_path_says_what_path_to_give() {
        assertEquals("outside: ../x.md; give a workspace-relative path of a Markdown note, as search_memory returns "
                + "it", ModelWording.of(new dev.mempalace.application.port.out.NotePathRefusedException(
                        "outside: ../x.md")));
    }
}
