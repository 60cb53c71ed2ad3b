package dev.mempalace.application.port.out;

import java.util.List;

/** Turns text into L2-normalised vectors, locally. */
public interface Embedder {

    /** Identifies the model and how it is used; cheap, loads no model. */
    ModelIdentity identity();

    /**
     * Says that {@code query} will be embedded soon, so that an embedder may start on it now, beside the caller's
     * other work: one that loads its model on first use may start loading it, a long-lived one may embed the query.
     * Never fails and never waits: a model that cannot be loaded fails the embed call, as it would have without this.
     */
    default void prepareQuery(String query) {
    }

    /** Embeds a search query (with whatever query prefix the model wants). */
    float[] embedQuery(String query);

    /** Embeds documents; the same text always gets the same vector. */
    List<float[]> embedDocuments(List<String> texts);
}
