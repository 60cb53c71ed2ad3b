package dev.mempalace.application.port.out;

import dev.mempalace.domain.note.NotePath;

/** A note file as listed on disk: workspace-relative path, size in bytes, last-modified time in millis. */
public record SourceFile(String path, long size, long modified) {

    public SourceFile {
        NotePath.check(path);
    }
}
