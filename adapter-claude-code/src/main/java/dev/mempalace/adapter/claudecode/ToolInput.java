package dev.mempalace.adapter.claudecode;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.harnesskit.ToolSummary;
import dev.mempalace.domain.session.Reply;
import java.util.List;

/** What a Claude Code tool call's input is summarised by: the field that says what the call did, the first there. */
final class ToolInput {

    private static final List<String> TELLING = List.of("command", "file_path", "notebook_path", "pattern", "path",
            "url", "query", "description", "prompt", "skill");

    private ToolInput() {
    }

    /** The call of {@code tool} with {@code input} (a JSON object), summarised. */
    static Reply.ToolCall call(String tool, JsonNode input) {
        return new Reply.ToolCall(tool, ToolSummary.of(input, TELLING));
    }
}
