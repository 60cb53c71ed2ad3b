package dev.mempalace.domain.note;

import dev.mempalace.domain.session.SessionFields;
import dev.mempalace.domain.session.SessionOrigin;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** One Markdown note of a workspace, parsed: its path, title, front matter, body and chunks. */
public record Note(
        String path, String title, Map<String, List<String>> frontMatter, String body, String contentHash,
        List<Chunk> chunks) {

    private static final Set<String> RETIRED = Set.of("superseded", "deprecated", "archived");

    public Note {
        NotePath.check(path);
        Objects.requireNonNull(title, "title");
        frontMatter = Map.copyOf(Objects.requireNonNull(frontMatter, "frontMatter"));
        Objects.requireNonNull(body, "body");
        if (contentHash == null || contentHash.isBlank()) {
            throw new IllegalArgumentException("content hash must not be blank");
        }
        chunks = List.copyOf(chunks);
    }

    /** The first value of a front-matter key, if present. */
    public Optional<String> field(String key) {
        List<String> values = frontMatter.get(key);
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    /** The note's tags from its front matter ({@code tags}, a list or one comma-separated value), in lower case. */
    public List<String> tags() {
        return frontMatter.getOrDefault("tags", List.of()).stream()
                .flatMap(value -> Arrays.stream(value.split(",")))
                .map(tag -> tag.strip().toLowerCase(Locale.ROOT))
                .filter(tag -> !tag.isEmpty())
                .distinct()
                .toList();
    }

    /** The note's own date from its front matter ({@code date}, {@code YYYY-MM-DD} first), if it has a valid one. */
    public Optional<LocalDate> date() {
        return field("date").map(String::strip).filter(d -> d.length() >= 10).flatMap(d -> {
            try {
                return Optional.of(LocalDate.parse(d.substring(0, 10)));
            } catch (DateTimeParseException e) {
                return Optional.empty();
            }
        });
    }

    /** Whether the front matter retires this note (status superseded, deprecated or archived). */
    public boolean retired() {
        return field("status").map(s -> RETIRED.contains(s.trim().toLowerCase(Locale.ROOT))).orElse(false);
    }

    /** Whether the note is an imported session ({@code source: session}). */
    public boolean isSession() {
        return field(SessionFields.SOURCE).map(s -> s.strip().equalsIgnoreCase(SessionFields.SESSION_SOURCE))
                .orElse(false);
    }

    /** The project folder the note is about ({@code project}), if it names one. */
    public Optional<String> project() {
        return text(SessionFields.PROJECT);
    }

    /** Where an imported session came from, when the note is one and names its harness, id and transcript. */
    public Optional<SessionOrigin> session() {
        Optional<String> harness = text(SessionFields.HARNESS);
        Optional<String> id = text(SessionFields.SESSION);
        Optional<String> transcript = text(SessionFields.TRANSCRIPT);
        if (!isSession() || harness.isEmpty() || id.isEmpty() || transcript.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new SessionOrigin(harness.get(), id.get(), project(), text(SessionFields.BRANCH),
                transcript.get()));
    }

    private Optional<String> text(String key) {
        return field(key).map(String::strip).filter(value -> !value.isEmpty());
    }
}
