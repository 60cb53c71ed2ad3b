package dev.mempalace.adapter.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;

/** What one run of the command printed and returned. */
public record CliResult(int code, String out, String err) {

    private static final ObjectMapper JSON = new ObjectMapper();

    public JsonNode json() {
        try {
            return JSON.readTree(out);
        } catch (JsonProcessingException e) {
            throw new AssertionError("stdout is not JSON: " + out + "\nstderr: " + err, e);
        }
    }

    /** Each stdout line as one JSON document (the output of {@code search --batch}). */
    List<JsonNode> jsonLines() {
        return out.lines().map(line -> {
            try {
                return JSON.readTree(line);
            } catch (JsonProcessingException e) {
                throw new AssertionError("stdout line is not JSON: " + line + "\nstderr: " + err, e);
            }
        }).toList();
    }

    public List<String> errLines() {
        return err.lines().filter(l -> !l.isBlank()).toList();
    }

    @Override
    public String toString() {
        return "exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
}
