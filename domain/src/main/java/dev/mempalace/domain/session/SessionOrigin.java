package dev.mempalace.domain.session;

import java.util.Objects;
import java.util.Optional;

/**
 * Where a session note came from: the harness, the session's id, its project folder (the session's working
 * directory), git branch and the transcript's path. A search hit in a session note carries it.
 */
public record SessionOrigin(String harness, String id, Optional<String> project, Optional<String> branch,
        String transcript) {

    public SessionOrigin {
        Objects.requireNonNull(harness, "harness");
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(branch, "branch");
        Objects.requireNonNull(transcript, "transcript");
    }
}
