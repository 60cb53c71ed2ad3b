package dev.mempalace.application.port.out;

import java.util.List;

/** Turns text into L2-normalised vectors, locally. */
public interface Embedder {

    /** Identifies the model and how it is used; cheap, loads no model. */
    ModelIdentity identity();

    /** Embeds a search query (with whatever query prefix the model wants). */
    float[] embedQuery(String query);

    /** Embeds documents; the same text always gets the same vector. */
    List<float[]> embedDocuments(List<String> texts);
}
