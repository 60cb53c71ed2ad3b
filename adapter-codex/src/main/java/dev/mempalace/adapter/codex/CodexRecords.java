package dev.mempalace.adapter.codex;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.harnesskit.JsonlTranscript;
import dev.mempalace.adapter.harnesskit.RecordTime;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * Reads a Codex rollout's lines ({@code {timestamp, type, payload}}) into a {@link TranscriptBuilder}. The
 * conversation is read from the {@code response_item} lines: the {@code event_msg} lines repeat their text for the
 * terminal, and only widen the exchange they repeat, but for a {@code user_message} that no user item beside it holds
 * (some rollouts record a prompt only so), which is a prompt. A {@code compacted} line is a compaction summary. A
 * rollout older than {@code session_meta} has a bare header ({@code {id, timestamp, git}}), bare response items and
 * {@code {"record_type": "state"}} lines, read alike.
 */
final class CodexRecords implements JsonlTranscript.Records {

    /** Response items that are part of an exchange but never kept: the model's reasoning and every tool's output. */
    private static final Set<String> UNKEPT = Set.of("reasoning", "function_call_output", "custom_tool_call_output",
            "local_shell_call_output", "web_search_call", "tool_search_output");
    /** Events that repeat a response item's text. */
    private static final Set<String> ECHOES = Set.of("agent_message", "agent_reasoning", "agent_reasoning_raw_content");

    /** The response items a rollout older than {@code session_meta} writes bare, one a line. */
    private static final Set<String> ITEMS = Set.of("message", "function_call", "custom_tool_call",
            "local_shell_call");

    private final TranscriptBuilder builder;
    private int recognised;
    /** The last prompt read from one source (a user item, a user event) that the other has not repeated yet. */
    private String unrepeated = "";
    private boolean unrepeatedIsEvent;

    CodexRecords(TranscriptBuilder builder) {
        this.builder = builder;
    }

    @Override
    public int recognised() {
        return recognised;
    }

    @Override
    public void line(int number, JsonNode record) {
        JsonNode type = record.get("type");
        JsonNode payload = record.get("payload");
        if (payload == null || !payload.isObject()) {
            older(number, record, type);
            return;
        }
        if (type == null || !type.isTextual()) {
            return;
        }
        recognised++;
        Optional<Instant> time = RecordTime.of(record.get("timestamp"));
        time.ifPresent(builder::time);
        switch (type.asText()) {
            case "session_meta" -> meta(payload);
            case "turn_context" -> builder.project(payload.path("cwd").asText(null));
            case "response_item" -> item(number, time, payload);
            case "event_msg" -> event(number, time, payload);
            case "compacted" -> {
                String summary = payload.path("message").asText("");
                if (!summary.isBlank()) {
                    builder.summary(number, time, summary.strip());
                }
            }
            default -> {
                // record types this reader does not know
            }
        }
    }

    /** A line of a rollout older than {@code session_meta}: its header, a state line or a bare response item. */
    private void older(int number, JsonNode record, JsonNode type) {
        if (record.has("record_type")) {
            recognised++;
        } else if (type == null && record.path("id").isTextual() && record.has("timestamp")) {
            recognised++;
            RecordTime.of(record.get("timestamp")).ifPresent(builder::time);
            meta(record);
        } else if (type != null && (ITEMS.contains(type.asText()) || UNKEPT.contains(type.asText()))) {
            recognised++;
            item(number, Optional.empty(), record);
        }
    }

    private void meta(JsonNode payload) {
        builder.project(payload.path("cwd").asText(null));
        builder.branch(payload.path("git").path("branch").asText(null));
    }

    private void item(int number, Optional<Instant> time, JsonNode item) {
        String kind = item.path("type").asText("");
        switch (kind) {
            case "message" -> message(number, time, item);
            case "function_call" -> builder.reply(number, time,
                    ToolInput.ofArguments(item.path("name").asText("tool"), item.path("arguments").asText("")));
            case "custom_tool_call" -> builder.reply(number, time,
                    ToolInput.ofText(item.path("name").asText("tool"), item.path("input").asText("")));
            case "local_shell_call" -> builder.reply(number, time,
                    ToolInput.ofObject("local_shell", item.path("action")));
            default -> {
                if (UNKEPT.contains(kind)) {
                    builder.continues(number, time);
                }
            }
        }
    }

    private void message(int number, Optional<Instant> time, JsonNode message) {
        String role = message.path("role").asText("");
        if (role.equals("user")) {
            userWrote(number, time, text(message.get("content")), false);
        } else if (role.equals("assistant")) {
            String said = text(message.get("content")).strip();
            if (said.isEmpty()) {
                builder.continues(number, time);
            } else {
                builder.reply(number, time, new Reply.Said(said));
            }
        }
    }

    private void event(int number, Optional<Instant> time, JsonNode payload) {
        String kind = payload.path("type").asText("");
        if (ECHOES.contains(kind)) {
            builder.continues(number, time);
        } else if (kind.equals("user_message")) {
            userWrote(number, time, payload.path("message").asText(""), true);
        }
    }

    /** A user message, from an item or an event: a prompt, unless it repeats the other's last one. */
    private void userWrote(int number, Optional<Instant> time, String written, boolean event) {
        builder.userWrote(written);
        String prompt = Scaffolding.dropFrom(written);
        if (prompt.isEmpty() || prompt.equals(unrepeated) && unrepeatedIsEvent != event) {
            if (event || !prompt.isEmpty()) {
                builder.repeats(number);
            }
            unrepeated = prompt.isEmpty() ? unrepeated : "";
            return;
        }
        builder.prompt(number, time, prompt);
        unrepeated = prompt;
        unrepeatedIsEvent = event;
    }

    /** The text items of a message's content ({@code input_text}, {@code output_text}); never its images. */
    private static String text(JsonNode content) {
        if (content == null || !content.isArray()) {
            return content != null && content.isTextual() ? content.asText() : "";
        }
        return StreamSupport.stream(content.spliterator(), false)
                .filter(item -> item.path("type").asText("").endsWith("text"))
                .map(item -> item.path("text").asText(""))
                .collect(Collectors.joining("\n\n"));
    }
}
