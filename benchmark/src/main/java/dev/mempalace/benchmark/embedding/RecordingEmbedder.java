package dev.mempalace.benchmark.embedding;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import java.util.ArrayList;
import java.util.List;

/** The host's model, keeping every document text it embeds, the vector it gave, in order, and the time it took. */
final class RecordingEmbedder implements Embedder {

    private final Embedder model;
    private final List<String> texts = new ArrayList<>();
    private final List<float[]> vectors = new ArrayList<>();
    private long modelNanos;

    RecordingEmbedder(Embedder model) {
        this.model = model;
    }

    @Override
    public ModelIdentity identity() {
        return model.identity();
    }

    @Override
    public float[] embedQuery(String query) {
        return model.embedQuery(query);
    }

    @Override
    public List<float[]> embedDocuments(List<String> batch) {
        long start = System.nanoTime();
        List<float[]> made = model.embedDocuments(batch);
        modelNanos += System.nanoTime() - start;
        texts.addAll(batch);
        vectors.addAll(made);
        return made;
    }

    List<String> texts() {
        return texts;
    }

    /** Time spent in the model's embed calls. */
    long modelNanos() {
        return modelNanos;
    }

    List<float[]> vectors() {
        return vectors;
    }
}
