package dev.mempalace.cli;

import dev.mempalace.adapter.onnx.OnnxEmbedder;
import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import java.util.List;

/** The model, timed for {@code --timings}: the first query also loads it, reported as tokenizer and session. */
final class TimedEmbedder implements Embedder {

    private final OnnxEmbedder embedder;
    private final Timings timings;

    TimedEmbedder(OnnxEmbedder embedder, Timings timings) {
        this.embedder = embedder;
        this.timings = timings;
    }

    @Override
    public Fingerprint fingerprint() {
        return embedder.fingerprint();
    }

    @Override
    public float[] embedQuery(String query) {
        return timings.rest(SearchPhases.QUERY_EMBED, () -> {
            boolean loaded = embedder.load().isPresent();
            float[] vector = embedder.embedQuery(query);
            if (!loaded) {
                embedder.load().ifPresent(load -> {
                    timings.add(SearchPhases.TOKENIZER_LOAD, load.tokenizer().toNanos());
                    timings.add(SearchPhases.MODEL_SESSION, load.session().toNanos());
                });
            }
            return vector;
        });
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        return embedder.embedDocuments(texts);
    }
}
