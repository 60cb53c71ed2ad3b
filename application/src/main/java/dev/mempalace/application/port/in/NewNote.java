package dev.mempalace.application.port.in;

import java.util.List;
import java.util.Optional;

/**
 * A note to remember: its title and Markdown body, tags, an optional workspace-relative folder to put it in, the
 * name of the client that wrote it, when it gave one, and the notes it supersedes (workspace-relative paths).
 */
public record NewNote(String title, String body, List<String> tags, Optional<String> folder, Optional<String> client,
        List<String> supersedes) {

    public NewNote {
        if (title == null || title.isBlank()) {
            throw new IllegalArgumentException("the title is empty");
        }
        if (body == null) {
            throw new IllegalArgumentException("the body is missing");
        }
        tags = List.copyOf(tags);
        folder = folder == null ? Optional.empty() : folder;
        client = client == null ? Optional.empty() : client;
        supersedes = supersedes.stream().map(String::strip).filter(p -> !p.isEmpty()).distinct().toList();
    }

    /** A note that supersedes none. */
    public NewNote(String title, String body, List<String> tags, Optional<String> folder, Optional<String> client) {
        this(title, body, tags, folder, client, List.of());
    }
}
