package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.NotePath;

/** What the index recorded of a file at its last ingest, including the note format it was chunked under. */
public record IndexedFile(String path, String contentHash, long size, long modified, String format) {

    public IndexedFile {
        NotePath.check(path);
    }
}
