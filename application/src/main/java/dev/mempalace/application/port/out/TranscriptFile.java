package dev.mempalace.application.port.out;

import java.util.Objects;

/**
 * One transcript a reader found: its absolute path, the session id its name gives, its size in bytes and the time
 * it was last modified (milliseconds since the epoch), so that an unchanged transcript is not read again.
 */
public record TranscriptFile(String path, String id, long size, long modifiedMillis) {

    public TranscriptFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(id, "id");
    }
}
