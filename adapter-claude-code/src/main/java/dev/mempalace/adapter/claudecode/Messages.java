package dev.mempalace.adapter.claudecode;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/** The parts of an Anthropic message's content that matter here: its text blocks, and whether it answers a tool. */
final class Messages {

    private Messages() {
    }

    /** The text of a message's content: the string itself, or its text blocks (never tool results nor images). */
    static String text(JsonNode content) {
        if (content == null) {
            return "";
        }
        if (content.isTextual()) {
            return content.asText();
        }
        return StreamSupport.stream(content.spliterator(), false)
                .filter(block -> block.path("type").asText("").equals("text"))
                .map(block -> block.path("text").asText(""))
                .collect(Collectors.joining("\n\n"));
    }

    /** Whether the content holds a tool's result: then a user record continues the exchange, not a new one. */
    static boolean holdsToolResult(JsonNode content) {
        return content != null && content.isArray() && StreamSupport.stream(content.spliterator(), false)
                .anyMatch(block -> block.path("type").asText("").equals("tool_result"));
    }
}
