package dev.mempalace.bootstrap;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.adapter.claudecode.ClaudeCodeWriter;
import dev.mempalace.adapter.codex.CodexWriter;
import dev.mempalace.bootstrap.SecretDraws.Message;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/** Messages written as a Claude Code transcript or a Codex rollout, by each harness's own writer. */
final class TranscriptFiles {

    private static final Instant TIME = Instant.parse("2026-11-30T10:00:00Z");

    private TranscriptFiles() {
    }

    static void claudeCode(Path file, String cwd, String branch, List<Message> messages) {
        ClaudeCodeWriter writer = new ClaudeCodeWriter(id(file), cwd, branch);
        int n = 0;
        String call = "t0";
        for (Message message : messages) {
            String id = "m" + n++;
            switch (message.role()) {
                case USER -> writer.add(writer.user(TIME, message.text()));
                case ASSISTANT -> writer.add(writer.assistant(TIME, id, ClaudeCodeWriter.text(message.text())));
                case TOOL_CALL -> {
                    call = "t" + n;
                    writer.add(writer.assistant(TIME, id, ClaudeCodeWriter.toolUse(call, "Bash", "command",
                            message.text())));
                }
                case TOOL_OUTPUT -> writer.add(writer.user(TIME,
                        List.of(ClaudeCodeWriter.toolResult(call, message.text()))));
            }
        }
        writer.writeTo(file);
    }

    static void codex(Path file, String cwd, String branch, List<Message> messages) {
        CodexWriter writer = new CodexWriter();
        writer.meta(TIME, id(file).substring(id(file).length() - 36), cwd, branch);
        int n = 0;
        String call = "c0";
        for (Message message : messages) {
            switch (message.role()) {
                case USER -> writer.message(TIME, "user", "input_text", message.text());
                case ASSISTANT -> writer.message(TIME, "assistant", "output_text", message.text());
                case TOOL_CALL -> {
                    call = "c" + n++;
                    ObjectNode arguments = JsonNodeFactory.instance.objectNode();
                    arguments.putArray("command").add("bash").add("-lc").add(message.text());
                    writer.functionCall(TIME, "shell", CodexWriter.write(arguments), call);
                }
                case TOOL_OUTPUT -> writer.item(TIME, CodexWriter.payload("function_call_output")
                        .put("call_id", call).put("output", message.text()));
            }
        }
        writer.writeTo(file);
    }

    private static String id(Path file) {
        return file.getFileName().toString().replaceFirst("\\.jsonl$", "");
    }
}
