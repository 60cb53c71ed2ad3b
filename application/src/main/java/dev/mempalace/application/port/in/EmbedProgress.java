package dev.mempalace.application.port.in;

/** Receives progress while vectors are computed, and may end the run early, between batches. */
@FunctionalInterface
public interface EmbedProgress {

    EmbedProgress NONE = (done, total) -> { };

    void update(int done, int total);

    /** Whether the run should stop before its next batch; what is done stays done, the rest waits for a later run. */
    default boolean cancelled() {
        return false;
    }
}
