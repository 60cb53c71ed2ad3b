package dev.mempalace.benchmark.longmemeval;

import java.util.Objects;

/** A question's id and type, all that choosing a subset needs. */
public record QuestionHeader(String id, String type) {

    public QuestionHeader {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
    }
}
