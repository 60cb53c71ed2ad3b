package dev.mempalace.domain.note;

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
 * must not be before, and whether superseded, deprecated or archived notes count.
 */
public record NoteFilter(Optional<String> pathPrefix, List<String> tags, Optional<LocalDate> since,
        boolean includeRetired) {

    /** Every current note: the default of a search. */
    public static final NoteFilter CURRENT = new NoteFilter(Optional.empty(), List.of(), Optional.empty(), false);

    /** Every note, retired ones too. */
    public static final NoteFilter EVERY = new NoteFilter(Optional.empty(), List.of(), Optional.empty(), true);

    public NoteFilter {
        pathPrefix = Objects.requireNonNull(pathPrefix, "pathPrefix").filter(p -> !p.isEmpty());
        tags = tags.stream().map(NoteFilter::tag).filter(t -> !t.isEmpty()).distinct().toList();
        Objects.requireNonNull(since, "since");
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
        return new NoteFilter(pathPrefix, tags, since, true);
    }

    /** Whether it lets through every current note, retired ones included or not. */
    public boolean onlyRetirement() {
        return pathPrefix.isEmpty() && tags.isEmpty() && since.isEmpty();
    }

    /** Whether a note with these facts passes. */
    public boolean matches(String path, Collection<String> noteTags, LocalDate date, boolean retired) {
        return (includeRetired || !retired)
                && pathPrefix.map(path::startsWith).orElse(true)
                && noteTags.stream().map(NoteFilter::tag).toList().containsAll(tags)
                && since.map(s -> !date.isBefore(s)).orElse(true);
    }
}
