package dev.mempalace.adapter.geminicli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.harnesskit.RecordTime;
import dev.mempalace.adapter.harnesskit.ToolSummary;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * One Gemini CLI message into the builder. A {@code user} message is a prompt, the text the user typed (its
 * {@code displayContent}, else its content, scaffolding dropped), or a tool's answer (function responses), or a
 * compressed history ({@code <state_snapshot>}); a {@code gemini} message says its text parts (never the parts marked
 * as thought) and makes its tool calls; {@code info}, {@code error} and {@code warning} are the harness's own notes.
 */
final class GeminiMessages {

    private static final List<String> TELLING = List.of("command", "file_path", "absolute_path", "dir_path", "path",
            "pattern", "url", "query", "prompt", "description");

    /** What the model is made to answer to a compressed history, before the conversation goes on. */
    static final String SNAPSHOT_TAKEN = "Got it. Thanks for the additional context!";
    private static final String SNAPSHOT = "<state_snapshot>";

    private final TranscriptBuilder builder;

    GeminiMessages(TranscriptBuilder builder) {
        this.builder = builder;
    }

    void message(int line, JsonNode message) {
        Optional<Instant> time = RecordTime.of(message.get("timestamp"));
        time.ifPresent(builder::time);
        switch (message.path("type").asText("")) {
            case "user" -> user(line, time, message);
            case "gemini" -> gemini(line, time, message);
            default -> {
                // the harness's notes to the user: neither the user's words nor the model's
            }
        }
    }

    private void user(int line, Optional<Instant> time, JsonNode message) {
        JsonNode shown = message.hasNonNull("displayContent") ? message.get("displayContent") : message.get("content");
        String written = text(shown);
        builder.userWrote(written);
        if (written.strip().startsWith(SNAPSHOT)) {
            builder.summary(line, time, written.strip().substring(SNAPSHOT.length())
                    .replace("</state_snapshot>", "").strip());
            return;
        }
        String prompt = Scaffolding.dropFrom(written);
        if (!prompt.isEmpty()) {
            builder.prompt(line, time, prompt);
        } else if (holds(message.get("content"), "functionResponse")) {
            builder.continues(line, time);
        }
    }

    private void gemini(int line, Optional<Instant> time, JsonNode message) {
        builder.continues(line, time);
        String said = text(message.get("content")).strip();
        if (!said.isEmpty() && !said.equals(SNAPSHOT_TAKEN)) {
            builder.reply(line, time, new Reply.Said(said));
        }
        for (JsonNode call : message.path("toolCalls")) {
            RecordTime.of(call.get("timestamp")).ifPresent(builder::time);
            builder.reply(line, time, new Reply.ToolCall(call.path("name").asText("tool"),
                    ToolSummary.of(call.get("args"), TELLING)));
        }
    }

    /** A content's text: the string itself, or its text parts that are not thoughts, joined by blank lines. */
    static String text(JsonNode content) {
        if (content == null || content.isNull()) {
            return "";
        }
        if (content.isTextual()) {
            return content.asText();
        }
        JsonNode parts = content.isArray() ? content : content.path("parts");
        return StreamSupport.stream(parts.spliterator(), false)
                .filter(part -> part.path("text").isTextual() && !part.path("thought").asBoolean(false))
                .map(part -> part.get("text").asText()).collect(Collectors.joining("\n\n"));
    }

    private static boolean holds(JsonNode content, String kind) {
        return content != null && content.isArray()
                && StreamSupport.stream(content.spliterator(), false).anyMatch(part -> part.has(kind));
    }
}
