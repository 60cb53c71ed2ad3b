package dev.mempalace.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;

/** What one run of the command printed and returned. */
record CliResult(int code, String out, String err) {

    private static final ObjectMapper JSON = new ObjectMapper();

    JsonNode json() {
        try {
            return JSON.readTree(out);
        } catch (JsonProcessingException e) {
            throw new AssertionError("stdout is not JSON: " + out + "\nstderr: " + err, e);
        }
    }

    List<String> errLines() {
        return err.lines().filter(l -> !l.isBlank()).toList();
    }

    @Override
    public String toString() {
        return "exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
}
