package dev.mempalace.benchmark.longmemeval;

/** One turn of a chat session: who spoke ({@code user} or {@code assistant}) and what was said. */
public record Turn(String role, String content) {

    public Turn {
        role = role == null || role.isBlank() ? "unknown" : role.strip();
        content = content == null ? "" : content;
    }
}
