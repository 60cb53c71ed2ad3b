package dev.mempalace.benchmark.command;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** What a finished MemPalace child process printed, and its wall time as its parent measured it. */
record ChildRun(String command, String out, String err, long nanos) {

    private static final String TIMINGS = "timings: ";
    private static final ObjectReader STRICT = new ObjectMapper().reader()
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

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
            return STRICT.readTree(out);
        } catch (JsonProcessingException e) {
            throw new ChildFailedException(command + " printed no JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** The phases of its {@code timings:} stderr line, in milliseconds. */
    Map<String, Double> timings() {
        String line = err.lines().filter(l -> l.startsWith(TIMINGS)).reduce((first, last) -> last)
                .orElseThrow(() -> new ChildFailedException(command + " printed no timings line", null));
        Map<String, Double> phases = new LinkedHashMap<>();
        try {
            STRICT.readTree(line.substring(TIMINGS.length())).properties()
                    .forEach(e -> phases.put(e.getKey(), e.getValue().asDouble()));
        } catch (JsonProcessingException e) {
            throw new ChildFailedException(command + " printed a malformed timings line: " + line, e);
        }
        return phases;
    }
}
