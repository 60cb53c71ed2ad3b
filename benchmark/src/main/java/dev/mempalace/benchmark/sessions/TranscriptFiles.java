package dev.mempalace.benchmark.sessions;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a synthetic session as its harness writes it: Claude Code's {@code projects/<munged cwd>/<id>.jsonl}
 * (one line per content block, tool results on user lines, bookkeeping records between) or a Codex rollout
 * {@code sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl} (session meta, environment context, each turn's context,
 * reasoning, function calls with their output, and the event lines that repeat the messages).
 */
final class TranscriptFiles {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy/MM/dd").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter NAMED = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss")
            .withZone(ZoneOffset.UTC);

    private final Path claudeProjects;
    private final Path codexSessions;

    TranscriptFiles(Path claudeProjects, Path codexSessions) {
        this.claudeProjects = claudeProjects;
        this.codexSessions = codexSessions;
    }

    /** Writes the session's transcript; returns its size in bytes. */
    long write(SyntheticSession session) {
        boolean claude = session.harness().equals(SessionCorpus.CLAUDE_CODE);
        Path file = claude
                ? claudeProjects.resolve(session.project().replaceAll("[^A-Za-z0-9]", "-"))
                        .resolve(session.id() + ".jsonl")
                : codexSessions.resolve(DAY.format(session.started()))
                        .resolve("rollout-" + NAMED.format(session.started()) + "-" + session.id() + ".jsonl");
        List<Map<String, Object>> lines = claude ? claudeCode(session) : codex(session);
        StringBuilder text = new StringBuilder();
        try {
            for (Map<String, Object> line : lines) {
                text.append(JSON.writeValueAsString(line)).append('\n');
            }
            Files.createDirectories(file.getParent());
            byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
            Files.write(file, bytes);
            return bytes.length;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a generated line is not JSON", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Map<String, Object>> claudeCode(SyntheticSession s) {
        List<Map<String, Object>> lines = new ArrayList<>();
        lines.add(object("type", "file-history-snapshot", "messageId", s.id(), "snapshot",
                object("trackedFileBackups", Map.of(), "timestamp", s.started().toString()), "isSnapshotUpdate", false));
        for (int t = 0; t < s.turns().size(); t++) {
            SyntheticSession.Turn turn = s.turns().get(t);
            lines.add(claudeLine(s, "user", turn.time(), object("role", "user", "content", turn.prompt())));
            for (int k = 0; k < turn.tools().size(); k++) {
                SyntheticSession.ToolRun tool = turn.tools().get(k);
                String call = "toolu_" + t + "_" + k + "_" + s.id().substring(0, 8);
                Instant at = turn.time().plusSeconds(10L * k + 5);
                Object input = tool.shell() ? object("command", tool.input(), "description", "Search the sources")
                        : object("file_path", s.project() + "/" + tool.input());
                lines.add(claudeLine(s, "assistant", at, object("id", "msg_" + call, "type", "message", "role",
                        "assistant", "model", "claude-sonnet-4-5", "content", List.of(object("type", "tool_use",
                                "id", call, "name", tool.shell() ? "Bash" : "Read", "input", input)))));
                lines.add(claudeLine(s, "user", at.plusSeconds(2), object("role", "user", "content",
                        List.of(object("type", "tool_result", "tool_use_id", call, "content", tool.output())))));
            }
            lines.add(claudeLine(s, "assistant", turn.time().plusSeconds(60), object("id", "msg_" + t + "_"
                    + s.id().substring(0, 8), "type", "message", "role", "assistant", "model", "claude-sonnet-4-5",
                    "content", List.of(object("type", "text", "text", turn.reply())))));
        }
        return lines;
    }

    private static Map<String, Object> claudeLine(SyntheticSession s, String type, Instant time, Object message) {
        return object("parentUuid", null, "isSidechain", false, "userType", "external", "cwd", s.project(),
                "sessionId", s.id(), "version", "2.0.14", "gitBranch", s.branch(), "type", type, "message", message,
                "timestamp", time.toString());
    }

    private static List<Map<String, Object>> codex(SyntheticSession s) {
        List<Map<String, Object>> lines = new ArrayList<>();
        lines.add(codexLine(s.started(), "session_meta", object("id", s.id(), "timestamp", s.started().toString(),
                "cwd", s.project(), "originator", "codex_cli_rs", "cli_version", "0.46.0", "git",
                object("branch", s.branch()))));
        lines.add(codexLine(s.started(), "response_item", message("user", "input_text",
                "<environment_context>\n  <cwd>" + s.project() + "</cwd>\n  <sandbox_mode>workspace-write"
                        + "</sandbox_mode>\n</environment_context>")));
        for (int t = 0; t < s.turns().size(); t++) {
            SyntheticSession.Turn turn = s.turns().get(t);
            Instant at = turn.time();
            lines.add(codexLine(at, "turn_context", object("cwd", s.project(), "approval_policy", "on-request",
                    "model", "gpt-5-codex")));
            lines.add(codexLine(at, "response_item", message("user", "input_text", turn.prompt())));
            lines.add(codexLine(at, "event_msg", object("type", "user_message", "message", turn.prompt(),
                    "kind", "plain")));
            lines.add(codexLine(at.plusSeconds(3), "response_item", object("type", "reasoning", "summary",
                    List.of(), "encrypted_content", "gAAAAABo" + s.id().replace("-", ""))));
            for (int k = 0; k < turn.tools().size(); k++) {
                SyntheticSession.ToolRun tool = turn.tools().get(k);
                String call = "call_" + t + "_" + k;
                String script = tool.shell() ? tool.input() : "sed -n 1,200p " + tool.input();
                lines.add(codexLine(at.plusSeconds(10L * k + 5), "response_item", object("type", "function_call",
                        "name", "shell", "arguments", json(object("command", List.of("bash", "-lc", script),
                                "workdir", s.project())), "call_id", call)));
                lines.add(codexLine(at.plusSeconds(10L * k + 7), "response_item", object("type",
                        "function_call_output", "call_id", call, "output", json(object("output", tool.output(),
                                "metadata", object("exit_code", 0, "duration_seconds", 0.2))))));
            }
            lines.add(codexLine(at.plusSeconds(60), "response_item", message("assistant", "output_text",
                    turn.reply())));
            lines.add(codexLine(at.plusSeconds(60), "event_msg", object("type", "agent_message", "message",
                    turn.reply())));
        }
        return lines;
    }

    private static Map<String, Object> message(String role, String kind, String text) {
        return object("type", "message", "role", role, "content", List.of(object("type", kind, "text", text)));
    }

    private static Map<String, Object> codexLine(Instant time, String type, Object payload) {
        return object("timestamp", time.toString(), "type", type, "payload", payload);
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a generated value is not JSON", e);
        }
    }

    /** A JSON object of the key-value pairs, in their order (null values kept, as the harnesses write them). */
    private static Map<String, Object> object(Object... pairs) {
        Map<String, Object> object = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            object.put((String) pairs[i], pairs[i + 1]);
        }
        return object;
    }
}
