package dev.mempalace.benchmark.longmemeval;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A haystack session as Claude Code writes a session transcript: one JSON line a turn, a {@code user} record whose
 * message content is the user's text, or an {@code assistant} record whose message holds one text block; each with
 * the envelope Claude Code gives its conversation records (uuid chain, cwd, sessionId, version, timestamp).
 */
final class ClaudeCodeTranscript {

    /** The harness's name, as its reader calls it. */
    static final String HARNESS = "claude-code";
    /** Claude Code's folder under its configuration folder, which a source reads. */
    static final String PROJECTS = "projects";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String VERSION = "2.0.14";

    private ClaudeCodeTranscript() {
    }

    /** The folder Claude Code keeps the sessions run in {@code cwd} in, relative to its projects folder. */
    static String projectFolder(String cwd) {
        return cwd.replaceAll("[^A-Za-z0-9]", "-");
    }

    /** The transcript's lines, each ending with a newline. */
    static String lines(Session session, UUID id, String cwd) {
        Instant start = SessionTimes.start(session.date());
        List<String> lines = new ArrayList<>();
        String parent = null;
        for (int i = 0; i < session.turns().size(); i++) {
            Turn turn = session.turns().get(i);
            String uuid = UUID.nameUUIDFromBytes((id + "/" + i).getBytes(StandardCharsets.UTF_8)).toString();
            boolean assistant = turn.role().equals("assistant");
            ObjectNode record = NODES.objectNode();
            if (parent == null) {
                record.putNull("parentUuid");
            } else {
                record.put("parentUuid", parent);
            }
            record.put("isSidechain", false).put("userType", "external").put("cwd", cwd)
                    .put("sessionId", id.toString()).put("version", VERSION)
                    .put("type", assistant ? "assistant" : "user");
            record.set("message", assistant ? assistant(id, i, turn.content()) : user(turn.content()));
            record.put("uuid", uuid).put("timestamp", SessionTimes.turn(start, i).toString());
            lines.add(HaystackTranscripts.line(record));
            parent = uuid;
        }
        return String.join("", lines);
    }

    private static ObjectNode user(String text) {
        return NODES.objectNode().put("role", "user").put("content", text);
    }

    private static ObjectNode assistant(UUID session, int index, String text) {
        ObjectNode message = NODES.objectNode().put("id", "msg_" + session.toString().replace("-", "") + "_" + index)
                .put("type", "message").put("role", "assistant").put("model", "claude-sonnet-4-5-20250929");
        message.putArray("content").addObject().put("type", "text").put("text", text);
        message.put("stop_reason", "end_turn");
        return message;
    }
}
