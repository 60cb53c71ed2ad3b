package dev.mempalace.adapter.geminicli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a session in Gemini CLI's JSON Lines form, as Gemini CLI does: a metadata line, each message appended when
 * it is recorded and again whole when it changes (a tool call's result, the tokens), a {@code $set} after each. For
 * tests and benchmarks that need a session of this harness; each method returns the line it wrote the message on.
 */
public final class GeminiCliWriter {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final StringBuilder text = new StringBuilder();
    private final Map<String, ObjectNode> callers = new HashMap<>();
    private ObjectNode lastReply;
    private int lines;
    private int ids;

    /** A session {@code sessionId} started at {@code start}: its metadata line. */
    public GeminiCliWriter(String sessionId, Instant start) {
        line(NODES.objectNode().put("sessionId", sessionId).put("projectHash", "0".repeat(64))
                .put("startTime", start.toString()).put("lastUpdated", start.toString()).put("kind", "main"));
    }

    /** Where Gemini CLI keeps session {@code sessionId} of {@code project} under {@code tmp}; notes the project. */
    public static Path sessionFile(Path tmp, String project, String sessionId, Instant start) {
        Path folder = tmp.resolve(Path.of(project).getFileName().toString().toLowerCase(Locale.ROOT));
        try {
            Files.createDirectories(folder.resolve("chats"));
            Files.writeString(folder.resolve(".project_root"), project, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String minute = start.toString().substring(0, 16).replace(':', '-');
        return folder.resolve("chats/session-" + minute + "-" + sessionId.substring(0, 8) + ".jsonl");
    }

    /** How many whole lines are written. */
    public int lines() {
        return lines;
    }

    /** The user types {@code typed}; the harness sends {@code sent} (scaffolding and all), and shows what was typed. */
    public int prompt(Instant time, String typed, String sent) {
        ObjectNode message = message(time, "user", parts(sent));
        if (!typed.equals(sent)) {
            message.set("displayContent", parts(typed));
        }
        return append(message);
    }

    /** The user sends {@code typed} beside an image. */
    public int promptWithImage(Instant time, String typed, String mimeType, String base64) {
        ArrayNode content = parts(typed);
        content.addObject().putObject("inlineData").put("mimeType", mimeType).put("data", base64);
        return append(message(time, "user", content));
    }

    /** The model says {@code said}. */
    public int said(Instant time, String said) {
        return reply(message(time, "gemini", said));
    }

    /** The model thinks before it answers: a message holding only its thought. */
    public int thought(Instant time, String subject, String description) {
        ObjectNode message = message(time, "gemini", "");
        message.putArray("thoughts").addObject().put("subject", subject).put("description", description)
                .put("timestamp", time.toString());
        return reply(message);
    }

    /** The model calls {@code tool} with {@code args}, as call {@code callId}. */
    public int toolCall(Instant time, String callId, String tool, ObjectNode args) {
        ObjectNode message = message(time, "gemini", "");
        ObjectNode call = message.putArray("toolCalls").addObject().put("id", callId).put("name", tool);
        call.set("args", args);
        call.put("status", "executing").put("timestamp", time.toString());
        callers.put(callId, message);
        return reply(message);
    }

    /**
     * Call {@code callId} answers {@code output}: its message again with the result (where the call was written),
     * and the answer as the user's message to the model. Returns the first line written.
     */
    public int toolResult(Instant time, String callId, String tool, String output) {
        ArrayNode result = NODES.arrayNode();
        result.addObject().putObject("functionResponse").put("id", callId).put("name", tool)
                .putObject("response").put("output", output);
        ObjectNode caller = callers.get(callId);
        int first = lines + 1;
        if (caller != null) {
            ObjectNode call = (ObjectNode) caller.get("toolCalls").get(0);
            call.set("result", result);
            call.put("status", "success").put("timestamp", time.toString());
            append(caller);
        }
        append(message(time, "user", result));
        return first;
    }

    /** The tokens of the last reply arrive: it is written again, whole. */
    public int tokens() {
        lastReply.putObject("tokens").put("input", 1000).put("output", 20).put("cached", 0).put("total", 1020);
        return append(lastReply);
    }

    /** The history is compressed into {@code summary}, which the model acknowledges. Returns the summary's line. */
    public int snapshot(Instant time, String summary) {
        int first = append(message(time, "user", "<state_snapshot>\n" + summary + "\n</state_snapshot>"));
        reply(message(time, "gemini", GeminiMessages.SNAPSHOT_TAKEN));
        return first;
    }

    /** A note of the harness's to the user ({@code info}, {@code warning}, {@code error}). */
    public int note(Instant time, String type, String note) {
        return append(message(time, type, note));
    }

    /** Appends {@code line} as it is, a newline included or not. Returns its number. */
    public int raw(String line) {
        text.append(line);
        if (line.endsWith("\n")) {
            lines++;
            return lines;
        }
        return lines + 1;
    }

    /** The lines written so far. */
    public String text() {
        return text.toString();
    }

    /** Writes the session to {@code file}, with its folders. */
    public Path writeTo(Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            return Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private int reply(ObjectNode message) {
        lastReply = message;
        return append(message);
    }

    private int append(ObjectNode message) {
        int line = line(message);
        line(NODES.objectNode().set("$set", NODES.objectNode().put("lastUpdated", message.get("timestamp").asText())));
        return line;
    }

    private ObjectNode message(Instant time, String type, String content) {
        return message(time, type, NODES.textNode(content));
    }

    private ObjectNode message(Instant time, String type, JsonNode content) {
        ObjectNode message = NODES.objectNode().put("id", "m" + ++ids)
                .put("timestamp", time.toString()).put("type", type);
        message.set("content", content);
        return message;
    }

    private static ArrayNode parts(String text) {
        ArrayNode parts = NODES.arrayNode();
        parts.addObject().put("text", text);
        return parts;
    }

    private int line(ObjectNode record) {
        try {
            return raw(JSON.writeValueAsString(record) + "\n");
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
