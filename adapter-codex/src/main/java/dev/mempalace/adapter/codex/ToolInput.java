package dev.mempalace.adapter.codex;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.adapter.harnesskit.ToolSummary;
import dev.mempalace.domain.session.Reply;
import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * What a Codex tool call's input is summarised by: a command (an argument list, the script of a {@code bash -lc}),
 * the files a patch touches, else the field that says what the call did, by the first that is there.
 */
final class ToolInput {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> TELLING = List.of("command", "cmd", "file_path", "path", "pattern", "url",
            "query", "input", "description", "prompt");
    private static final List<String> SHELLS = List.of("bash", "sh", "zsh", "/bin/bash", "/bin/sh", "/bin/zsh");
    private static final Pattern PATCHED = Pattern.compile("(?m)^\\*\\*\\* (?:Add|Update|Delete) File: (.+)$");

    private ToolInput() {
    }

    /** A call of {@code tool} whose arguments are a JSON string (a function call's). */
    static Reply.ToolCall ofArguments(String tool, String arguments) {
        try {
            JsonNode input = JSON.readTree(arguments);
            return new Reply.ToolCall(tool, input != null && input.isObject() ? summary(input) : arguments);
        } catch (IOException notJson) {
            return ofText(tool, arguments);
        }
    }

    /** A call of {@code tool} whose input is free text (a custom tool's, such as a patch, or JSON written as text). */
    static Reply.ToolCall ofText(String tool, String input) {
        Matcher patched = PATCHED.matcher(input);
        StringBuilder files = new StringBuilder();
        while (patched.find()) {
            files.append(files.isEmpty() ? "" : " ").append(patched.group(1).strip());
        }
        if (!files.isEmpty()) {
            return new Reply.ToolCall(tool, files.toString());
        }
        return new Reply.ToolCall(tool, ToolSummary.object(input).map(ToolInput::summary).orElse(input));
    }

    /** A call of {@code tool} whose input is a JSON object (a local shell call's action). */
    static Reply.ToolCall ofObject(String tool, JsonNode input) {
        return new Reply.ToolCall(tool, summary(input));
    }

    private static String summary(JsonNode input) {
        return ToolSummary.of(input, TELLING, (field, value) -> {
            if (value.isArray()) {
                return command(value);
            }
            return value.isValueNode() && field.equals("input") ? ofText("", value.asText()).input()
                    : ToolSummary.text(value);
        });
    }

    private static String command(JsonNode arguments) {
        List<String> words = StreamSupport.stream(arguments.spliterator(), false).map(JsonNode::asText).toList();
        if (words.size() == 3 && SHELLS.contains(words.get(0)) && words.get(1).matches("-l?c")) {
            return words.get(2);
        }
        return words.stream().collect(Collectors.joining(" "));
    }
}
