package dev.mempalace.application.port.out;

import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A new note to write: the folder it goes in (workspace-relative, "" for the workspace itself), its title, date,
 * tags, the client that wrote it when known, the notes it supersedes and its Markdown body. The note source decides
 * the file's format.
 */
public record NoteDraft(String folder, String title, LocalDate date, List<String> tags, Optional<String> client,
        List<String> supersedes, String body) {

    public NoteDraft {
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(date, "date");
        tags = List.copyOf(tags);
        Objects.requireNonNull(client, "client");
        supersedes = List.copyOf(supersedes);
        Objects.requireNonNull(body, "body");
    }

    /** A draft that supersedes no note. */
    public NoteDraft(String folder, String title, LocalDate date, List<String> tags, Optional<String> client,
            String body) {
        this(folder, title, date, tags, client, List.of(), body);
    }
}
