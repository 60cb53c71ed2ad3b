package dev.mempalace.domain.session;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One user message and the assistant's replies up to the next user message, with the transcript lines (1-based,
 * inclusive) it was read from and the time of its first line when the transcript gives one. A prompt may be empty
 * when the transcript starts with replies (a session resumed, or the rest of an exchange read before).
 */
public record Exchange(int firstLine, int lastLine, Optional<Instant> time, String prompt, List<Reply> replies) {

    public Exchange {
        if (firstLine < 1 || lastLine < firstLine) {
            throw new IllegalArgumentException("bad line range " + firstLine + "-" + lastLine);
        }
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(prompt, "prompt");
        replies = List.copyOf(replies);
    }
}
