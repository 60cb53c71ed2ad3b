package dev.mempalace.adapter.claudecode;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.harnesskit.JsonlTranscript;
import dev.mempalace.adapter.harnesskit.RecordTime;
import dev.mempalace.domain.session.Reply;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.time.Instant;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads Claude Code's records, line by line, into a {@link TranscriptBuilder}. {@code user} and {@code assistant}
 * records carry an Anthropic message; a user record marked {@code isCompactSummary} is a compaction summary. A
 * {@code summary} record is the title Claude Code gives a conversation for its resume list, often another file's
 * (its {@code leafUuid} points there): never an exchange, it is skipped like every other bookkeeping record.
 */
final class ClaudeRecords implements JsonlTranscript.Records {

    private final TranscriptBuilder builder;
    private final boolean sidechainsKept;
    /**
     * Streamed messages come as several lines with one message id, some repeating earlier blocks: the blocks seen of
     * the latest messages, so that a transcript of any length is read holding a few messages' blocks, not all.
     */
    private final Map<String, Set<String>> blocksSeen = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Set<String>> eldest) {
            return size() > MESSAGES_REMEMBERED;
        }
    };
    private int recognised;
    /** The caveat came: the next slash command is a local one, which the model never sees. */
    private boolean localCommand;

    /** More messages than ever come between two lines of one message, a tool's run among them. */
    private static final int MESSAGES_REMEMBERED = 256;

    /**
     * The ids Claude Code puts on its records, whatever their type: another harness's lines carry a type too, even
     * {@code user} (a Codex rollout's, a Gemini CLI session's), but none of these.
     */
    private static final List<String> IDS = List.of("sessionId", "uuid", "leafUuid", "messageId");

    /**
     * {@code sidechainsKept}: a sub-agent's own transcript is all sidechain, while the sidechains inside a main
     * transcript are a sub-agent's, not the session's.
     */
    ClaudeRecords(TranscriptBuilder builder, boolean sidechainsKept) {
        this.builder = builder;
        this.sidechainsKept = sidechainsKept;
    }

    @Override
    public int recognised() {
        return recognised;
    }

    @Override
    public void line(int number, JsonNode record) {
        JsonNode type = record.get("type");
        if (type == null || !type.isTextual()) {
            return;
        }
        if (IDS.stream().anyMatch(record::has)) {
            recognised++;
        }
        Optional<Instant> time = RecordTime.of(record.get("timestamp"));
        time.ifPresent(builder::time);
        switch (type.asText()) {
            case "user", "assistant" -> message(number, time, record, type.asText());
            default -> {
                // bookkeeping (snapshots, system notes, progress) and types this reader does not know
            }
        }
    }

    private void message(int number, Optional<Instant> time, JsonNode record, String role) {
        if (record.path("isSidechain").asBoolean(false) && !sidechainsKept
                || record.path("isApiErrorMessage").asBoolean(false)) {
            return;
        }
        if (record.path("isMeta").asBoolean(false)) {
            localCommand |= Scaffolding.beforeLocalCommand(Messages.text(record.path("message").get("content")));
            return;
        }
        builder.project(record.path("cwd").asText(null));
        builder.branch(record.path("gitBranch").asText(null));
        JsonNode message = record.path("message");
        if (record.path("isCompactSummary").asBoolean(false)) {
            summary(number, time, Messages.text(message.get("content")));
        } else if (role.equals("user")) {
            user(number, time, message.get("content"));
        } else {
            assistant(number, time, message);
        }
    }

    private void summary(int number, Optional<Instant> time, String text) {
        if (!text.isBlank()) {
            builder.summary(number, time, text.strip());
        }
    }

    private void user(int number, Optional<Instant> time, JsonNode content) {
        String written = Messages.text(content);
        builder.userWrote(written);
        Optional<String> command = Scaffolding.command(written);
        boolean local = localCommand || Scaffolding.beforeLocalCommand(written);
        localCommand = false;
        String prompt = command.isPresent() && !local ? command.get() : Scaffolding.dropFrom(written);
        if (!prompt.isEmpty()) {
            builder.prompt(number, time, prompt);
        } else if (Messages.holdsToolResult(content)) {
            builder.continues(number, time);
        }
    }

    private void assistant(int number, Optional<Instant> time, JsonNode message) {
        JsonNode content = message.get("content");
        String id = message.path("id").asText("");
        if (content != null && content.isTextual()) {
            said(number, time, id, content, content.asText());
            return;
        }
        builder.continues(number, time);
        if (content == null || !content.isArray()) {
            return;
        }
        for (JsonNode block : content) {
            switch (block.path("type").asText("")) {
                case "text" -> said(number, time, id, block, block.path("text").asText(""));
                case "tool_use" -> {
                    if (firstTime(id, block)) {
                        builder.reply(number, time, ToolInput.call(block.path("name").asText("tool"),
                                block.get("input")));
                    }
                }
                default -> {
                    // thinking, redacted thinking, images and blocks this reader does not know are never kept
                }
            }
        }
    }

    private void said(int number, Optional<Instant> time, String id, JsonNode block, String text) {
        if (firstTime(id, block) && !text.isBlank() && !text.strip().equals("(no content)")) {
            builder.reply(number, time, new Reply.Said(text.strip()));
        } else {
            builder.continues(number, time);
        }
    }

    private boolean firstTime(String messageId, JsonNode block) {
        return messageId.isEmpty() || blocksSeen.computeIfAbsent(messageId, id -> new HashSet<>())
                .add(block.toString());
    }
}
