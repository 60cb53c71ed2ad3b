package dev.mempalace.adapter.claudecode;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.domain.session.Reply;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/** What a tool call's input is summarised by: the field that says what the call did, by the first that is there. */
final class ToolInput {

    private static final List<String> TELLING = List.of("command", "file_path", "notebook_path", "pattern", "path",
            "url", "query", "description", "prompt", "skill");

    private ToolInput() {
    }

    /** The call of {@code tool} with {@code input} (a JSON object), summarised. */
    static Reply.ToolCall call(String tool, JsonNode input) {
        return new Reply.ToolCall(tool, summary(input));
    }

    private static String summary(JsonNode input) {
        if (input == null || !input.isObject()) {
            return input != null && input.isTextual() ? input.asText() : "";
        }
        for (String field : TELLING) {
            String text = text(input.get(field));
            if (!text.isBlank()) {
                return text;
            }
        }
        return StreamSupport.stream(input.spliterator(), false).filter(JsonNode::isTextual).map(JsonNode::asText)
                .findFirst().orElse("");
    }

    private static String text(JsonNode value) {
        if (value == null) {
            return "";
        }
        if (value.isArray()) {
            return StreamSupport.stream(value.spliterator(), false).map(JsonNode::asText)
                    .collect(Collectors.joining(" "));
        }
        return value.isValueNode() ? value.asText() : "";
    }
}
