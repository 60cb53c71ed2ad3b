package dev.mempalace.benchmark.longmemeval;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.UUID;

/**
 * A haystack session as Codex CLI writes a rollout: lines of {@code {timestamp, type, payload}}, a
 * {@code session_meta} first (id, time, cwd), then one {@code response_item} message a turn, the user's text as
 * {@code input_text}, the assistant's as {@code output_text}.
 */
final class CodexRollout {

    /** The harness's name, as its reader calls it. */
    static final String HARNESS = "codex";
    /** Codex's folder of live rollouts under its home, which a source reads. */
    static final String SESSIONS = "sessions";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final DateTimeFormatter NAME = DateTimeFormatter.ofPattern(
            "yyyy/MM/dd/'rollout-'yyyy-MM-dd'T'HH-mm-ss").withZone(ZoneOffset.UTC);

    private CodexRollout() {
    }

    /** The rollout's path relative to the sessions folder: {@code YYYY/MM/DD/rollout-<time>-<uuid>.jsonl}. */
    static String path(Session session, UUID id) {
        return NAME.format(SessionTimes.start(session.date())) + "-" + id + ".jsonl";
    }

    /** The rollout's lines, each ending with a newline. */
    static String lines(Session session, UUID id, String cwd) {
        Instant start = SessionTimes.start(session.date());
        StringBuilder lines = new StringBuilder();
        ObjectNode meta = NODES.objectNode().put("id", id.toString()).put("timestamp", start.toString())
                .put("cwd", cwd).put("originator", "codex_cli_rs").put("cli_version", "0.46.0");
        lines.append(line(start, "session_meta", meta));
        for (int i = 0; i < session.turns().size(); i++) {
            Turn turn = session.turns().get(i);
            boolean assistant = turn.role().equals("assistant");
            ObjectNode message = NODES.objectNode().put("type", "message")
                    .put("role", assistant ? "assistant" : "user");
            message.putArray("content").addObject().put("type", assistant ? "output_text" : "input_text")
                    .put("text", turn.content());
            lines.append(line(SessionTimes.turn(start, i), "response_item", message));
        }
        return lines.toString();
    }

    private static String line(Instant time, String type, ObjectNode payload) {
        ObjectNode record = NODES.objectNode().put("timestamp", time.toString()).put("type", type);
        record.set("payload", payload);
        return HaystackTranscripts.line(record);
    }
}
