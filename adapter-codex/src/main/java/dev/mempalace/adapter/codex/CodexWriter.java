package dev.mempalace.adapter.codex;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.luben.zstd.ZstdOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * Writes a Codex rollout line by line, as Codex writes them: for the reader contract, and for any test or tool that
 * needs a session of this harness.
 */
public final class CodexWriter {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final DateTimeFormatter NAME_TIME = DateTimeFormatter.ofPattern("yyyy/MM/dd/'rollout-'yyyy-MM-dd"
            + "'T'HH-mm-ss").withZone(ZoneOffset.UTC);

    private final StringBuilder text = new StringBuilder();
    private int lines;

    /** Where Codex keeps the rollout of session {@code id} started at {@code start}, under its sessions folder. */
    public static Path rollout(Path sessions, Instant start, String id) {
        return sessions.resolve(NAME_TIME.format(start) + "-" + id + ".jsonl");
    }

    public int lines() {
        return lines;
    }

    public int meta(Instant time, String id, String cwd, String branch) {
        ObjectNode payload = NODES.objectNode().put("id", id).put("timestamp", time.toString()).put("cwd", cwd)
                .put("originator", "codex_cli_rs").put("cli_version", "0.46.0").put("instructions", (String) null);
        payload.set("git", NODES.objectNode().put("commit_hash", "0123abcd").put("branch", branch)
                .put("repository_url", "git@example.com:dev/shop.git"));
        return line(time, "session_meta", payload);
    }

    public int turnContext(Instant time, String cwd) {
        return line(time, "turn_context", NODES.objectNode().put("cwd", cwd).put("approval_policy", "on-request")
                .put("model", "gpt-5-codex").put("summary", "auto"));
    }

    /** A message response item of {@code role} whose content items are {@code (type, text)} pairs. */
    public int message(Instant time, String role, String... typesAndTexts) {
        return item(time, messagePayload(role, typesAndTexts));
    }

    /** A message's payload; an assistant's carries a field this reader does not know, as newer versions write. */
    public static ObjectNode messagePayload(String role, String... typesAndTexts) {
        ArrayNode content = NODES.arrayNode();
        for (int i = 0; i < typesAndTexts.length; i += 2) {
            ObjectNode item = content.addObject().put("type", typesAndTexts[i]);
            item.put(typesAndTexts[i].equals("input_image") ? "image_url" : "text", typesAndTexts[i + 1]);
        }
        ObjectNode payload = NODES.objectNode().put("type", "message").put("role", role);
        payload.set("content", content);
        return role.equals("assistant") ? payload.put("phase", "final_answer") : payload;
    }

    public int event(Instant time, String type, String field, String text) {
        return line(time, "event_msg", NODES.objectNode().put("type", type).put(field, text));
    }

    public int functionCall(Instant time, String name, String arguments, String callId) {
        return item(time, NODES.objectNode().put("type", "function_call").put("name", name)
                .put("arguments", arguments).put("call_id", callId));
    }

    public int item(Instant time, ObjectNode payload) {
        return line(time, "response_item", payload);
    }

    public int line(Instant time, String type, ObjectNode payload) {
        return raw(record(time, type, payload) + "\n");
    }

    /** One rollout line's JSON, without its newline. */
    public static String record(Instant time, String type, ObjectNode payload) {
        ObjectNode record = NODES.objectNode().put("timestamp", time.toString()).put("type", type);
        record.set("payload", payload);
        return write(record);
    }

    public static ObjectNode payload(String type) {
        return NODES.objectNode().put("type", type);
    }

    public static String write(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Appends raw text holding one line; returns its line number. */
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

    /** Writes the lines to {@code file}, with its folders; zstd-compressed when its name ends in {@code .zst}. */
    public Path writeTo(Path file) {
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        try {
            Files.createDirectories(file.getParent());
            if (!file.getFileName().toString().endsWith(".zst")) {
                return Files.write(file, bytes);
            }
            try (OutputStream out = new ZstdOutputStream(Files.newOutputStream(file))) {
                out.write(bytes);
            }
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
