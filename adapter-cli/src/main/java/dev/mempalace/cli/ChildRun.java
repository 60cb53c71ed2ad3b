package dev.mempalace.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** What a finished MemPalace child process printed, and its wall time as its parent measured it. */
record ChildRun(String command, String out, String err, long nanos) {

    private static final String TIMINGS = "timings: ";

    ChildRun {
        Objects.requireNonNull(command, "command");
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
        if (nanos < 0) {
            throw new IllegalArgumentException("wall time cannot be negative: " + nanos);
        }
    }

    /** Its stdout as one JSON document. */
    JsonNode json() {
        try {
            return Json.parse(out);
        } catch (JsonProcessingException e) {
            throw new ChildFailedException(command + " printed no JSON: " + e.getOriginalMessage(), ExitCodes.INTERNAL,
                    e);
        }
    }

    /** The phases of its {@code timings:} stderr line, in milliseconds. */
    Map<String, Double> timings() {
        String line = err.lines().filter(l -> l.startsWith(TIMINGS)).reduce((first, last) -> last)
                .orElseThrow(() -> new ChildFailedException(command + " printed no timings line", ExitCodes.INTERNAL,
                        null));
        Map<String, Double> phases = new LinkedHashMap<>();
        try {
            Json.parse(line.substring(TIMINGS.length())).properties()
                    .forEach(e -> phases.put(e.getKey(), e.getValue().asDouble()));
        } catch (JsonProcessingException e) {
            throw new ChildFailedException(command + " printed a malformed timings line: " + line, ExitCodes.INTERNAL,
                    e);
        }
        return phases;
    }
}
