package dev.mempalace.application.port.in;

/**
 * Fill another index from the workspace's notes, taking every vector this index already holds for the current
 * model instead of embedding its chunk again; this index is only read.
 */
public interface CopyIndex {

    IndexCopyReport copy(EmbedProgress progress);
}
