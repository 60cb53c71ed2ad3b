package dev.mempalace.application.port.in;

import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * A note on the timeline: its path, the day (UTC) its file last changed, whether it is an imported session, the
 * harness of a session (its folder under {@code sessions/}) and the project its front matter names.
 */
public record TimelineEntry(String path, LocalDate day, boolean session, Optional<String> harness,
        Optional<String> project) {

    public TimelineEntry {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(day, "day");
        Objects.requireNonNull(harness, "harness");
        Objects.requireNonNull(project, "project");
    }

    /** The day as answers write it, {@code YYYY-MM-DD}. */
    public String dayText() {
        return day.toString();
    }
}
