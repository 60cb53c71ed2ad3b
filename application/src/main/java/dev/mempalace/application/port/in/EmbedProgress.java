package dev.mempalace.application.port.in;

/** Receives progress while vectors are computed. */
@FunctionalInterface
public interface EmbedProgress {

    EmbedProgress NONE = (done, total) -> { };

    void update(int done, int total);
}
