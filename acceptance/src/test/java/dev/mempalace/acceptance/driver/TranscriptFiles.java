package dev.mempalace.acceptance.driver;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes agents' session transcripts as their harnesses do (Claude Code's JSONL under {@code projects/}, Codex's
 * rollouts under {@code sessions/YYYY/MM/DD/}), one user message and one reply per turn, a minute apart, so that a
 * scenario can import them. Writing a session again with more turns gives the same lines first, as a growing
 * transcript does.
 */
public final class TranscriptFiles {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Instant START = Instant.parse("2026-11-30T10:00:00Z");

    private TranscriptFiles() {
    }

    /** One user message and the assistant's reply. */
    public record Turn(String prompt, String reply) {
    }

    /** Writes Claude Code's transcript of session {@code id} that ran in {@code cwd}; answers its path. */
    public static Path claudeCode(Path projects, String id, Path cwd, List<Turn> turns) {
        List<Object> lines = new ArrayList<>();
        String parent = null;
        for (int i = 0; i < turns.size(); i++) {
            String user = id + "-u" + i;
            lines.add(claudeLine("user", user, parent, id, cwd, time(i, 0), Map.<String, Object>of("role", "user", "content",
                    turns.get(i).prompt())));
            String assistant = id + "-a" + i;
            lines.add(claudeLine("assistant", assistant, user, id, cwd, time(i, 20), Map.<String, Object>of("id", "msg_" + id + i,
                    "role", "assistant", "content", List.of(Map.of("type", "text", "text", turns.get(i).reply())))));
            parent = assistant;
        }
        return write(projects.resolve(cwd.toString().replaceAll("[^A-Za-z0-9]", "-")).resolve(id + ".jsonl"), lines);
    }

    /** Writes Codex's rollout of session {@code uuid} that ran in {@code cwd}; answers its path. */
    public static Path codex(Path sessions, String uuid, Path cwd, List<Turn> turns) {
        List<Object> lines = new ArrayList<>();
        lines.add(codexLine(time(0, 0), "session_meta", Map.<String, Object>of("id", uuid, "timestamp", time(0, 0), "cwd",
                cwd.toString(), "originator", "codex_cli_rs", "git", Map.of("branch", "main"))));
        for (int i = 0; i < turns.size(); i++) {
            lines.add(codexLine(time(i, 0), "response_item", message("user", "input_text", turns.get(i).prompt())));
            lines.add(codexLine(time(i, 20), "response_item", message("assistant", "output_text",
                    turns.get(i).reply())));
        }
        return write(sessions.resolve("2026/11/30").resolve("rollout-2026-11-30T10-00-00-" + uuid + ".jsonl"),
                lines);
    }

    private static Map<String, Object> claudeLine(String type, String uuid, String parent, String session, Path cwd,
            String time, Map<String, Object> message) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("type", type);
        line.put("uuid", uuid);
        line.put("parentUuid", parent);
        line.put("isSidechain", false);
        line.put("sessionId", session);
        line.put("cwd", cwd.toString());
        line.put("gitBranch", "main");
        line.put("timestamp", time);
        line.put("message", message);
        return line;
    }

    private static Map<String, Object> codexLine(String time, String type, Map<String, Object> payload) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("timestamp", time);
        line.put("type", type);
        line.put("payload", payload);
        return line;
    }

    private static Map<String, Object> message(String role, String contentType, String text) {
        return Map.<String, Object>of("type", "message", "role", role, "content", List.of(Map.of("type", contentType, "text", text)));
    }

    private static String time(int turn, int seconds) {
        return START.plusSeconds(turn * 60L + seconds).toString();
    }

    private static Path write(Path file, List<Object> lines) {
        try {
            Files.createDirectories(file.getParent());
            StringBuilder text = new StringBuilder();
            for (Object line : lines) {
                text.append(JSON.writeValueAsString(line)).append('\n');
            }
            Files.writeString(file, text, StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
