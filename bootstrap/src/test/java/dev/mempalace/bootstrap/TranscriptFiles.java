package dev.mempalace.bootstrap;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mempalace.bootstrap.SecretDraws.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Messages written as a Claude Code transcript or a Codex rollout, as each harness writes its own. */
final class TranscriptFiles {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TIME = "2026-11-30T10:00:00Z";

    private TranscriptFiles() {
    }

    static void claudeCode(Path file, String cwd, String branch, List<Message> messages) throws IOException {
        List<Object> lines = new ArrayList<>();
        int n = 0;
        for (Message message : messages) {
            String id = "t" + n++;
            Object content = switch (message.role()) {
                case USER -> message.text();
                case ASSISTANT -> List.of(Map.of("type", "text", "text", message.text()));
                case TOOL_CALL -> List.of(Map.of("type", "tool_use", "id", id, "name", "Bash", "input",
                        Map.of("command", message.text())));
                case TOOL_OUTPUT -> List.of(Map.of("type", "tool_result", "tool_use_id", id, "content",
                        message.text()));
            };
            String role = switch (message.role()) {
                case USER, TOOL_OUTPUT -> "user";
                case ASSISTANT, TOOL_CALL -> "assistant";
            };
            lines.add(Map.of("type", role, "sessionId", file.getFileName().toString(), "cwd", cwd, "gitBranch",
                    branch, "timestamp", TIME, "message", role.equals("user") ? Map.of("role", role, "content",
                            content) : Map.of("id", "m" + n, "role", role, "content", content)));
        }
        write(file, lines);
    }

    static void codex(Path file, String cwd, String branch, List<Message> messages) throws IOException {
        List<Object> lines = new ArrayList<>();
        lines.add(Map.of("timestamp", TIME, "type", "session_meta", "payload", Map.of("id",
                file.getFileName().toString(), "cwd", cwd, "timestamp", TIME, "git", Map.of("branch", branch))));
        int n = 0;
        for (Message message : messages) {
            String id = "c" + n++;
            Map<String, Object> payload = switch (message.role()) {
                case USER -> Map.of("type", "message", "role", "user", "content",
                        List.of(Map.of("type", "input_text", "text", message.text())));
                case ASSISTANT -> Map.of("type", "message", "role", "assistant", "content",
                        List.of(Map.of("type", "output_text", "text", message.text())));
                case TOOL_CALL -> Map.of("type", "function_call", "name", "shell", "call_id", id, "arguments",
                        JSON.writeValueAsString(Map.of("command", List.of("bash", "-lc", message.text()))));
                case TOOL_OUTPUT -> Map.of("type", "function_call_output", "call_id", id, "output", message.text());
            };
            lines.add(Map.of("timestamp", TIME, "type", "response_item", "payload", payload));
        }
        write(file, lines);
    }

    private static void write(Path file, List<Object> lines) throws IOException {
        Files.createDirectories(file.getParent());
        StringBuilder text = new StringBuilder();
        for (Object line : lines) {
            text.append(JSON.writeValueAsString(line)).append('\n');
        }
        Files.writeString(file, text);
    }
}
