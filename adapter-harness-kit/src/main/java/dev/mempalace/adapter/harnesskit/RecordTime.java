package dev.mempalace.adapter.harnesskit;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** A record's time, written as an ISO-8601 instant; none when the field is missing or holds something else. */
public final class RecordTime {

    private RecordTime() {
    }

    /** The instant {@code value} holds, if it is text that is one. */
    public static Optional<Instant> of(JsonNode value) {
        if (value == null || !value.isTextual()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Instant.parse(value.asText()));
        } catch (DateTimeParseException notATime) {
            return Optional.empty();
        }
    }
}
