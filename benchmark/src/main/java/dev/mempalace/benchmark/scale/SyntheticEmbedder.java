package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.ModelIdentity;
import java.util.List;

/** Random unit vectors, one per text and seed, under the fingerprint the synthetic index is built with. */
public final class SyntheticEmbedder implements Embedder {

    /** Sets query vectors apart from the chunk vectors, which use the corpus seed itself. */
    private static final long QUERY_SALT = 0x5CA1EL;

    private static final ModelIdentity IDENTITY = new ModelIdentity("synthetic-random-unit", "none", "none", "none",
            "", 512);

    /** What the synthetic index's vectors are made under: this model over the synthetic notes. */
    public static final Fingerprint FINGERPRINT = Fingerprint.of(IDENTITY, SyntheticCorpus.FORMAT);

    private final long seed;

    public SyntheticEmbedder(long seed) {
        this.seed = seed;
    }

    @Override
    public ModelIdentity identity() {
        return IDENTITY;
    }

    @Override
    public float[] embedQuery(String query) {
        return vector(query);
    }

    @Override
    public List<float[]> embedDocuments(List<String> texts) {
        return texts.stream().map(this::vector).toList();
    }

    private float[] vector(String text) {
        return SyntheticVectors.unit(seed ^ QUERY_SALT, text.hashCode());
    }
}
