package dev.mempalace.benchmark.gate;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.ModelIdentity;
import dev.mempalace.application.port.out.ModelUnavailableException;
import java.util.List;

/** An embedder without a model, so that every search answers lexically. */
final class UnavailableEmbedder implements Embedder {

    private static final String WHY = "no embedding model in the lexical recall gate";

    @Override
    public ModelIdentity identity() {
        throw new ModelUnavailableException(WHY);
    }

    @Override
    public float[] embedQuery(String query) {
        throw new ModelUnavailableException(WHY);
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        throw new ModelUnavailableException(WHY);
    }
}
