package dev.mempalace.application.port.in;

import java.util.List;
import java.util.Optional;

/**
 * A note to remember: its title and Markdown body, tags, an optional workspace-relative folder to put it in, and
 * the name of the client that wrote it, when it gave one.
 */
public record NewNote(String title, String body, List<String> tags, Optional<String> folder, Optional<String> client) {

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
    }
}
