package dev.mempalace.acceptance.mcp;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mempalace.acceptance.driver.Warning;
import dev.mempalace.application.port.in.NoteLines;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Reads what the MCP tools answer, leniently where their wording is the server's to choose. */
public final class McpAnswers {

    private McpAnswers() {
    }

    /** A warning told apart by the fact it states, whatever the advice after it. */
    public static Warning.Kind warning(String text) {
        String fact = text.toLowerCase(Locale.ROOT);
        if (fact.contains("changed since the last ingest")) {
            return Warning.Kind.INDEX_BEHIND;
        }
        if (fact.contains("vector")) {
            return Warning.Kind.VECTORS_MISSING;
        }
        return fact.startsWith("nothing matched well") ? Warning.Kind.NOTHING_MATCHED_WELL : Warning.Kind.OTHER;
    }

    /** read_note's structured answer: the lines as text, or as objects with their number and text. */
    static NoteLines noteLines(JsonNode json) {
        List<String> lines = new ArrayList<>();
        json.required("lines").forEach(line -> lines.add(line.isTextual() ? line.asText()
                : line.required("text").asText()));
        NoteLines note = new NoteLines(json.required("path").asText(), json.required("from").asInt(), lines,
                json.required("total").asInt());
        if (note.to() != json.required("to").asInt()) {
            throw new AssertionError("'to' is not the last line given: " + json);
        }
        return note;
    }

    /**
     * The text with each lone surrogate replaced by U+FFFD: JSON over the wire is UTF-8, which cannot carry one,
     * as the command line passes it as the replacement its encoding gives.
     */
    static String passable(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(++i));
            } else {
                out.append(Character.isSurrogate(c) ? '\uFFFD' : c);
            }
        }
        return out.toString();
    }
}
