package dev.mempalace.adapter.cli.command;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mempalace.adapter.cli.output.Json;
import dev.mempalace.adapter.cli.output.Wording;
import dev.mempalace.application.port.in.SearchMemory;
import dev.mempalace.application.port.in.SearchMode;
import dev.mempalace.application.port.in.SearchRequest;
import dev.mempalace.application.port.in.answer.SearchAnswer;
import dev.mempalace.domain.note.NoteFilter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * {@code search --batch}: one query per input line (plain text, or a JSON object with {@code query} and an optional
 * {@code id}), one compact JSON answer per non-blank line, all over one open index and one loaded model.
 */
record SearchBatch(SearchMemory search, int limit, Optional<SearchMode> mode, boolean bestPerNote, NoteFilter filter,
        boolean explain, Path workspace) {

    SearchBatch {
        Objects.requireNonNull(search, "search");
        Objects.requireNonNull(mode, "mode");
    }

    /** Answers every line in order; returns how many lines were bad (each answered with an {@code error}). */
    int run(BufferedReader in, PrintWriter out) throws IOException {
        int bad = 0;
        int number = 0;
        for (String line = nextLine(in); line != null; line = nextLine(in)) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            ObjectNode answer = answer(line.strip(), number);
            if (answer.has("error")) {
                bad++;
            }
            // Flushed line by line, so a script can feed queries one at a time and read each answer.
            Json.printLine(out, answer);
        }
        return bad;
    }

    /** The next line without its end, or null at the end of the input; only LF or CRLF ends a line, not a lone CR. */
    private static String nextLine(BufferedReader in) throws IOException {
        int c = in.read();
        if (c < 0) {
            return null;
        }
        StringBuilder line = new StringBuilder();
        for (; c >= 0 && c != '\n'; c = in.read()) {
            line.append((char) c);
        }
        int end = line.length();
        if (end > 0 && line.charAt(end - 1) == '\r') {
            line.setLength(end - 1);
        }
        return line.toString();
    }

    private ObjectNode answer(String line, int number) {
        ObjectNode answer = Json.object();
        String query = line;
        if (line.startsWith("{")) {
            JsonNode parsed;
            try {
                parsed = Json.parse(line);
            } catch (JsonProcessingException e) {
                return answer.put("error", "line " + number + ": not valid JSON: " + e.getOriginalMessage());
            }
            if (parsed.has("id")) {
                answer.set("id", parsed.get("id"));
            }
            JsonNode text = parsed.get("query");
            if (text == null || !text.isTextual()) {
                return answer.put("error", "line " + number + ": no \"query\" string");
            }
            query = text.asText().strip();
        }
        if (query.isEmpty()) {
            return answer.put("error", "line " + number + ": the query is empty");
        }
        answer.setAll(Json.tree(SearchAnswer.of(search.search(new SearchRequest(query, limit, mode, bestPerNote,
                filter)), explain, workspace, Wording::of)));
        return answer;
    }
}
