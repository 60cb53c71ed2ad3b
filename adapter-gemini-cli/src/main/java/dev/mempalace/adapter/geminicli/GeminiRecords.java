package dev.mempalace.adapter.geminicli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.adapter.harnesskit.JsonlTranscript;
import dev.mempalace.adapter.harnesskit.RecordTime;
import dev.mempalace.domain.session.TranscriptBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Gathers a Gemini CLI session's records, line by line, as Gemini CLI reads them back: a message re-appended with its
 * id (its tokens or tool calls came later) takes the place of the earlier copy, and a {@code $rewindTo} undoes the
 * messages from the one it names. Unlike Gemini CLI, a checkpoint ({@code $set} of {@code messages}, written when the
 * history is compressed) only adds the messages it holds that are new: what was said before it stays said. At the
 * end, the messages left go to the builder, each at the line of its last copy.
 */
final class GeminiRecords implements JsonlTranscript.Records {

    private static final Set<String> TYPES = Set.of("user", "gemini", "info", "error", "warning");

    private final TranscriptBuilder builder;
    private final Map<String, Kept> messages = new LinkedHashMap<>();
    private int recognised;

    /** A message as last written, and the line it was last written on. */
    private record Kept(int line, JsonNode message) {
    }

    GeminiRecords(TranscriptBuilder builder) {
        this.builder = builder;
    }

    @Override
    public int recognised() {
        return recognised;
    }

    @Override
    public void line(int number, JsonNode record) {
        if (isMessage(record)) {
            recognised++;
            messages.put(record.get("id").asText(), new Kept(number, record));
        } else if (record.path("$set").isObject()) {
            recognised++;
            checkpoint(number, record.get("$set").get("messages"));
        } else if (record.path("$rewindTo").isTextual()) {
            recognised++;
            rewind(record.get("$rewindTo").asText());
        } else if (record.path("sessionId").isTextual() && record.path("projectHash").isTextual()) {
            recognised++;
            RecordTime.of(record.get("startTime")).ifPresent(builder::time);
        }
    }

    /** The message on line {@code number}, unless an earlier line gave it: a checkpoint never takes words back. */
    void add(int number, JsonNode message) {
        if (isMessage(message)) {
            messages.putIfAbsent(message.get("id").asText(), new Kept(number, message));
        }
    }

    private void checkpoint(int number, JsonNode held) {
        if (held != null && held.isArray()) {
            held.forEach(message -> add(number, message));
        }
    }

    @Override
    public void end() {
        GeminiMessages said = new GeminiMessages(builder);
        messages.values().forEach(kept -> said.message(kept.line(), kept.message()));
    }

    private void rewind(String id) {
        List<String> ids = new ArrayList<>(messages.keySet());
        int from = ids.indexOf(id);
        ids.subList(Math.max(from, 0), ids.size()).forEach(messages::remove);
    }

    private static boolean isMessage(JsonNode record) {
        return record.path("id").isTextual() && TYPES.contains(record.path("type").asText(""));
    }
}
