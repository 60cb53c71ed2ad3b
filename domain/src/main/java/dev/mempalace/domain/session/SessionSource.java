package dev.mempalace.domain.session;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A source of sessions a store imports: its name ({@code sessions remove NAME}), the harness whose transcripts it
 * reads, the folders they are in, and the project folder a session must have run in to be imported (none: every
 * session).
 */
public record SessionSource(String name, String harness, List<String> folders, Optional<String> project) {

    public SessionSource {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(harness, "harness");
        folders = List.copyOf(folders);
        Objects.requireNonNull(project, "project");
    }

    /** Whether a session that ran in {@code cwd} belongs to this source's project (any session when it has none). */
    public boolean takes(Optional<String> cwd) {
        return project.isEmpty() || cwd.filter(c -> ProjectFolder.contains(project.get(), c)).isPresent();
    }
}
