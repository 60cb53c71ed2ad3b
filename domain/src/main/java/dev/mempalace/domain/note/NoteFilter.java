package dev.mempalace.domain.note;

import dev.mempalace.domain.session.ProjectFolder;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Which notes a search may return, applied inside each leg (so that a filter never empties a top 10 that other
 * notes could fill): a path prefix, tags the note must all carry (compared in lower case), a date the note's date
 * must not be before, whether superseded, deprecated or archived notes count, the kind of source (notes or
 * imported sessions) and a project folder the note's {@code project} must be or lie inside.
 */
public record NoteFilter(Optional<String> pathPrefix, List<String> tags, Optional<LocalDate> since,
        boolean includeRetired, Optional<SourceKind> source, Optional<String> project) {

    /** Every current note: the default of a search. */
    public static final NoteFilter CURRENT = new NoteFilter(Optional.empty(), List.of(), Optional.empty(), false);

    /** Every note, retired ones too. */
    public static final NoteFilter EVERY = new NoteFilter(Optional.empty(), List.of(), Optional.empty(), true);

    public NoteFilter {
        pathPrefix = Objects.requireNonNull(pathPrefix, "pathPrefix").filter(p -> !p.isEmpty());
        tags = tags.stream().map(NoteFilter::tag).filter(t -> !t.isEmpty()).distinct().toList();
        Objects.requireNonNull(since, "since");
        Objects.requireNonNull(source, "source");
        project = Objects.requireNonNull(project, "project").map(NoteFilter::folder).filter(p -> !p.isEmpty());
    }

    /** A filter of any kind of source and any project. */
    public NoteFilter(Optional<String> pathPrefix, List<String> tags, Optional<LocalDate> since,
            boolean includeRetired) {
        this(pathPrefix, tags, since, includeRetired, Optional.empty(), Optional.empty());
    }

    /** A tag as the index keeps it: trimmed, lower case. */
    public static String tag(String tag) {
        return tag.strip().toLowerCase(Locale.ROOT);
    }

    /** A note's date: its own (from its front matter), else the day its file was last modified, in UTC. */
    public static LocalDate dateOf(Optional<LocalDate> noteDate, long modifiedMillis) {
        return noteDate.orElseGet(() -> LocalDate.ofInstant(Instant.ofEpochMilli(modifiedMillis), ZoneOffset.UTC));
    }

    /** The same filter, retired notes let through too. */
    public NoteFilter includingRetired() {
        return new NoteFilter(pathPrefix, tags, since, true, source, project);
    }

    /** The same filter, only notes of this kind of source let through. */
    public NoteFilter from(SourceKind kind) {
        return new NoteFilter(pathPrefix, tags, since, includeRetired, Optional.of(kind), project);
    }

    /** The same filter, only notes about this project folder (or a folder inside it) let through. */
    public NoteFilter inProject(String folder) {
        return new NoteFilter(pathPrefix, tags, since, includeRetired, source, Optional.of(folder));
    }

    /** Whether it lets through every current note, retired ones included or not. */
    public boolean onlyRetirement() {
        return pathPrefix.isEmpty() && tags.isEmpty() && since.isEmpty() && source.isEmpty() && project.isEmpty();
    }

    /**
     * The prefixes a project inside the filter's folder starts with: the folder and a separator ({@code /} or
     * {@code \}), so that {@code /a/b} takes {@code /a/b/c} and not {@code /a/bc}; the folder itself also passes.
     */
    public List<String> projectPrefixes() {
        return project.map(ProjectFolder::prefixes).orElse(List.of());
    }

    /** Whether a note with these facts passes. */
    public boolean matches(String path, Collection<String> noteTags, LocalDate date, boolean retired,
            SourceKind kind, Optional<String> noteProject) {
        return (includeRetired || !retired)
                && pathPrefix.map(path::startsWith).orElse(true)
                && noteTags.stream().map(NoteFilter::tag).toList().containsAll(tags)
                && since.map(s -> !date.isBefore(s)).orElse(true)
                && source.map(kind::equals).orElse(true)
                && project.map(folder -> noteProject.filter(p -> ProjectFolder.contains(folder, p)).isPresent())
                        .orElse(true);
    }

    /** A folder without trailing separators, but a root keeps its own. */
    private static String folder(String path) {
        String folder = path.strip();
        while (folder.length() > 1 && ProjectFolder.endsWithSeparator(folder) && !folder.endsWith(":\\")
                && !folder.endsWith(":/")) {
            folder = folder.substring(0, folder.length() - 1);
        }
        return folder;
    }

}
