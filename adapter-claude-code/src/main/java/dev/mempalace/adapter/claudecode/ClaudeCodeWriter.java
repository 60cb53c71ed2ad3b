package dev.mempalace.adapter.claudecode;

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
import java.util.UUID;

/**
 * Writes a Claude Code transcript line by line, as Claude Code writes them: for the reader contract, and for any test
 * or tool that needs a session of this harness.
 */
public final class ClaudeCodeWriter {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final String session;
    private final String cwd;
    private final String branch;
    private final StringBuilder text = new StringBuilder();
    private int lines;
    private int records;
    private boolean sidechain;
    private String parent;

    /** A transcript of session {@code session} run in {@code cwd} on {@code branch}. */
    public ClaudeCodeWriter(String session, String cwd, String branch) {
        this.session = session;
        this.cwd = cwd;
        this.branch = branch;
    }

    /** The folder Claude Code keeps a session run in {@code cwd} in, under its {@code projects} folder. */
    public static Path projectFolder(Path projects, String cwd) {
        return projects.resolve(cwd.replaceAll("[^A-Za-z0-9]", "-"));
    }

    /** Marks the lines written from now on as a sub-agent's ({@code isSidechain}). */
    public ClaudeCodeWriter sidechain(boolean on) {
        sidechain = on;
        return this;
    }

    public int lines() {
        return lines;
    }

    /** A user record whose message content is a string or an array of blocks. */
    public ObjectNode user(Instant time, Object content) {
        ObjectNode message = NODES.objectNode().put("role", "user");
        message.set("content", JSON.valueToTree(content));
        return envelope("user", time).set("message", message);
    }

    /** An assistant record of message {@code id} with the given content blocks. */
    public ObjectNode assistant(Instant time, String id, ObjectNode... blocks) {
        ArrayNode content = NODES.arrayNode();
        for (ObjectNode block : blocks) {
            content.add(block);
        }
        ObjectNode message = NODES.objectNode().put("id", id).put("type", "message").put("role", "assistant")
                .put("model", "claude-sonnet-4-5-20250929");
        message.set("content", content);
        message.putNull("stop_reason");
        message.set("usage", NODES.objectNode().put("input_tokens", 12).put("output_tokens", 34));
        ObjectNode record = envelope("assistant", time).put("requestId", "req_" + id);
        return record.set("message", message);
    }

    /** A record of {@code type} with the fields every conversation record carries. */
    public ObjectNode envelope(String type, Instant time) {
        // Named by the session and the record's place, so the same transcript written twice is the same bytes.
        String uuid = UUID.nameUUIDFromBytes((session + (sidechain ? "/agent/" : "/") + records++)
                .getBytes(StandardCharsets.UTF_8)).toString();
        ObjectNode record = NODES.objectNode();
        if (parent == null) {
            record.putNull("parentUuid");
        } else {
            record.put("parentUuid", parent);
        }
        parent = uuid;
        return record.put("isSidechain", sidechain).put("userType", "external").put("cwd", cwd)
                .put("sessionId", session).put("version", "2.0.14").put("gitBranch", branch).put("type", type)
                .put("uuid", uuid).put("timestamp", time.toString());
    }

    public static ObjectNode text(String text) {
        return NODES.objectNode().put("type", "text").put("text", text);
    }

    public static ObjectNode thinking(String text) {
        return NODES.objectNode().put("type", "thinking").put("thinking", text).put("signature", "RXh0cmFTaWc=");
    }

    public static ObjectNode toolUse(String id, String name, String field, String value) {
        ObjectNode block = NODES.objectNode().put("type", "tool_use").put("id", id).put("name", name);
        block.set("input", NODES.objectNode().put(field, value));
        return block;
    }

    public static ObjectNode toolResult(String id, String output) {
        return NODES.objectNode().put("type", "tool_result").put("tool_use_id", id).put("content", output);
    }

    public static ObjectNode image() {
        ObjectNode block = NODES.objectNode().put("type", "image");
        block.set("source", NODES.objectNode().put("type", "base64").put("media_type", "image/png")
                .put("data", "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk"));
        return block;
    }

    /** Appends a record as one whole line; returns its line number. */
    public int add(ObjectNode record) {
        return raw(write(record) + "\n");
    }

    /** Appends raw text holding one line; returns its line number. */
    public int raw(String line) {
        text.append(line);
        if (line.endsWith("\n")) {
            lines++;
        }
        return lines + (line.endsWith("\n") ? 0 : 1);
    }

    public static String write(ObjectNode record) {
        try {
            return JSON.writeValueAsString(record);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lines written so far. */
    public String text() {
        return text.toString();
    }

    /** Writes the lines to {@code file}, with its folders. */
    public Path writeTo(Path file) {
        try {
            Files.createDirectories(file.getParent());
            return Files.write(file, text.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
