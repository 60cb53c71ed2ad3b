package dev.mempalace.acceptance.driver;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** Where a remembered note was written, and the warnings the answer gave about it, in the way in's words. */
public record Remembering(String path, List<String> warnings) {

    public Remembering {
        warnings = List.copyOf(warnings);
    }

    /** From the remember answer both ways in give as JSON: {@code path}, and {@code warnings} when there are some. */
    public static Remembering of(JsonNode answer) {
        List<String> warnings = new ArrayList<>();
        answer.path("warnings").forEach(warning -> warnings.add(warning.asText()));
        return new Remembering(answer.required("path").asText(), warnings);
    }
}
