package dev.mempalace.benchmark.scale;

import dev.mempalace.application.port.out.Embedder;
import dev.mempalace.application.port.out.Fingerprint;
import java.util.List;

/** Random unit vectors, one per text and seed, under the fingerprint the synthetic index is built with. */
public final class SyntheticEmbedder implements Embedder {

    /** Sets query vectors apart from the chunk vectors, which use the corpus seed itself. */
    private static final long QUERY_SALT = 0x5CA1EL;

    public static final Fingerprint FINGERPRINT = new Fingerprint("synthetic-random-unit", "none", "none", "none",
            "", 512, SyntheticCorpus.FORMAT);

    private final long seed;

    public SyntheticEmbedder(long seed) {
        this.seed = seed;
    }

    @Override
    public Fingerprint fingerprint() {
        return FINGERPRINT;
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
