package dev.mempalace.application.port.out;

import java.util.List;

/** Turns text into L2-normalised vectors, locally. */
public interface Embedder {

    /** Identifies the vectors this embedder makes; cheap, loads no model. */
    Fingerprint fingerprint();

    /** Embeds a search query (with whatever query prefix the model wants). */
    float[] embedQuery(String query);

    /** Embeds documents; the same text always gets the same vector. */
    List<float[]> embedDocuments(List<String> texts);
}
