package dev.mempalace.application.port.in;

/** Sync the index with the workspace, then (unless told not to) embed what changed. */
public interface IngestNotes {

    IngestReport ingest(boolean embed, EmbedProgress progress);
}
