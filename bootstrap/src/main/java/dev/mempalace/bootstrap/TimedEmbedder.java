package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The model, timed for {@code --timings}: the first query also loads it, reported as tokenizer and session. A model
 * loaded beside the search ({@link #prepareQuery}) reports only the part of its load the query waited for.
 */
final class TimedEmbedder implements Embedder {

    private final Embedder embedder;
    private final Supplier<Optional<Duration>> tokenizerLoad;
    private final Supplier<Optional<Duration>> sessionLoad;
    private final PhaseClock timings;
    private long preparedAt;
    private boolean prepared;
    private boolean loadReported;

    /** The load times, as the model measured them, are empty until its first embed call loads it. */
    TimedEmbedder(Embedder embedder, Supplier<Optional<Duration>> tokenizerLoad,
            Supplier<Optional<Duration>> sessionLoad, PhaseClock timings) {
        this.embedder = embedder;
        this.tokenizerLoad = tokenizerLoad;
        this.sessionLoad = sessionLoad;
        this.timings = timings;
    }

    @Override
    public ModelIdentity identity() {
        return embedder.identity();
    }

    @Override
    public void prepareQuery(String query) {
        if (!prepared && sessionLoad.get().isEmpty()) {
            prepared = true;
            preparedAt = System.nanoTime();
        }
        embedder.prepareQuery(query);
    }

    @Override
    public float[] embedQuery(String query) {
        return timings.rest(SearchPhases.QUERY_EMBED, () -> {
            // Asking whether the model is loaded waits for a load under way, so the wait is timed from here.
            long start = System.nanoTime();
            boolean loaded = sessionLoad.get().isPresent();
            float[] vector = embedder.embedQuery(query);
            if (!loaded || prepared && !loadReported) {
                reportLoad(start);
            }
            return vector;
        });
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        return embedder.embedDocuments(texts);
    }

    /**
     * Loaded in this call, the load counts whole; loaded from {@link #prepareQuery} on, it ended when its
     * durations had passed since then, and only what came after {@code start} was waited for: the tokenizer's part
     * first, as it is what the load spent after the session was ready.
     */
    private void reportLoad(long start) {
        Optional<Duration> tokenizer = tokenizerLoad.get();
        Optional<Duration> session = sessionLoad.get();
        if (tokenizer.isEmpty() || session.isEmpty()) {
            return;
        }
        loadReported = true;
        long tokenizerNanos = tokenizer.get().toNanos();
        long sessionNanos = session.get().toNanos();
        if (prepared) {
            long waited = Math.max(0, Math.min(preparedAt + tokenizerNanos + sessionNanos, System.nanoTime()) - start);
            tokenizerNanos = Math.min(tokenizerNanos, waited);
            sessionNanos = Math.min(sessionNanos, waited - tokenizerNanos);
        }
        timings.add(SearchPhases.TOKENIZER_LOAD, tokenizerNanos);
        timings.add(SearchPhases.MODEL_SESSION, sessionNanos);
    }
}
