package dev.mempalace.adapter.harnesskit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * What a tool call's input is summarised by, when the harness knows nothing better: the first of the fields that
 * say what the call did that holds text, else the input's first text field. An input written as text that holds a JSON
 * object is that object, never summarised as raw JSON. The summary is whole: the reply cuts it.
 */
public final class ToolSummary {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ToolSummary() {
    }

    /** The JSON object {@code text} holds, if it holds one. */
    public static Optional<JsonNode> object(String text) {
        if (!text.strip().startsWith("{")) {
            return Optional.empty();
        }
        try {
            JsonNode node = JSON.readTree(text);
            return node != null && node.isObject() ? Optional.of(node) : Optional.empty();
        } catch (IOException notJson) {
            return Optional.empty();
        }
    }

    /** The summary of {@code input} by the first of {@code telling} that holds text, each read by {@link #text}. */
    public static String of(JsonNode input, List<String> telling) {
        return of(input, telling, (field, value) -> text(value));
    }

    /**
     * The summary of {@code input} (a JSON object, or a text taken as it is) by the first of {@code telling} whose
     * value {@code read} (given the field and its value) makes text of.
     */
    public static String of(JsonNode input, List<String> telling, BiFunction<String, JsonNode, String> read) {
        if (input != null && input.isTextual()) {
            return object(input.asText()).map(object -> of(object, telling, read)).orElse(input.asText());
        }
        if (input == null || !input.isObject()) {
            return "";
        }
        for (String field : telling) {
            JsonNode value = input.get(field);
            String text = value == null ? "" : read.apply(field, value);
            if (!text.isBlank()) {
                return text;
            }
        }
        return StreamSupport.stream(input.spliterator(), false).filter(JsonNode::isTextual).map(JsonNode::asText)
                .findFirst().orElse("");
    }

    /** A value's text: a scalar's own, an array's items joined by spaces, nothing for an object. */
    public static String text(JsonNode value) {
        if (value.isArray()) {
            return StreamSupport.stream(value.spliterator(), false).map(JsonNode::asText)
                    .collect(Collectors.joining(" "));
        }
        return value.isValueNode() ? value.asText() : "";
    }
}
