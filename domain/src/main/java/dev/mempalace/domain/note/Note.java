package dev.mempalace.domain.note;

import dev.mempalace.domain.session.SessionFields;
import dev.mempalace.domain.session.SessionOrigin;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.HashMap;
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

    /** The front-matter key naming the notes a note replaces: they are retired as {@code status: superseded} is. */
    public static final String SUPERSEDES = "supersedes";

    /**
     * The key under which the index is told which notes replace this one: never read from a file's front matter
     * (a note cannot retire itself this way), set by {@link #replacedBy(List)}.
     */
    private static final String REPLACED_BY = "\0replaced-by";

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

    /**
     * Whether this note is retired: its front matter says so (status superseded, deprecated or archived), or another
     * note supersedes it ({@link #replacedBy(List)}).
     */
    public boolean retired() {
        return !replacers().isEmpty()
                || field("status").map(s -> RETIRED.contains(s.trim().toLowerCase(Locale.ROOT))).orElse(false);
    }

    /** The paths this note's front matter says it supersedes ({@code supersedes}: a list or comma-separated). */
    public List<String> supersedes() {
        return frontMatter.getOrDefault(SUPERSEDES, List.of()).stream()
                .flatMap(value -> Arrays.stream(value.split(",")))
                .map(Note::notePath)
                .filter(p -> !p.isEmpty() && !p.equals(path))
                .distinct()
                .toList();
    }

    /** The notes that supersede this one, as the index was told. */
    public List<String> replacers() {
        return frontMatter.getOrDefault(REPLACED_BY, List.of());
    }

    /** This note as superseded by these notes (none: as its own front matter says). */
    public Note replacedBy(List<String> paths) {
        Map<String, List<String>> fields = new HashMap<>(frontMatter);
        fields.remove(REPLACED_BY);
        if (!paths.isEmpty()) {
            fields.put(REPLACED_BY, List.copyOf(paths));
        }
        return new Note(path, title, fields, body, contentHash, chunks);
    }

    /** A path as a note names another: workspace-relative, without a leading {@code ./} or surrounding space. */
    private static String notePath(String value) {
        String p = value.strip();
        while (p.startsWith("./")) {
            p = p.substring(2);
        }
        return p;
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
