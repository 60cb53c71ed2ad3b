package dev.mempalace.domain.session;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One agent session as read from its harness's transcript: which harness and session, the folder it ran in, the
 * git branch, its first and last times, its exchanges in order, whether a user message holds the
 * {@link #PRIVATE_MARKER}, and how many of the file's lines were read whole ({@code lines}: a last line still being
 * written is not counted, so that it is read again next time).
 */
public record Transcript(String harness, String id, Optional<String> project, Optional<String> branch,
        Optional<Instant> started, Optional<Instant> ended, List<Exchange> exchanges, boolean markedPrivate,
        int lines) {

    /** A user message holding this keeps its session out of memory. */
    public static final String PRIVATE_MARKER = "mempalace:private";

    public Transcript {
        Objects.requireNonNull(harness, "harness");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(branch, "branch");
        Objects.requireNonNull(started, "started");
        Objects.requireNonNull(ended, "ended");
        exchanges = List.copyOf(exchanges);
        if (lines < 0) {
            throw new IllegalArgumentException("lines must be >= 0: " + lines);
        }
    }
}
