package dev.mempalace.bootstrap;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/** The model, timed for {@code --timings}: the first query also loads it, reported as tokenizer and session. */
final class TimedEmbedder implements Embedder {

    private final Embedder embedder;
    private final Supplier<Optional<Duration>> tokenizerLoad;
    private final Supplier<Optional<Duration>> sessionLoad;
    private final PhaseClock timings;

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
    public float[] embedQuery(String query) {
        return timings.rest(SearchPhases.QUERY_EMBED, () -> {
            boolean loaded = sessionLoad.get().isPresent();
            float[] vector = embedder.embedQuery(query);
            if (!loaded) {
                tokenizerLoad.get().ifPresent(load -> timings.add(SearchPhases.TOKENIZER_LOAD, load.toNanos()));
                sessionLoad.get().ifPresent(load -> timings.add(SearchPhases.MODEL_SESSION, load.toNanos()));
            }
            return vector;
        });
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        return embedder.embedDocuments(texts);
    }
}
