package dev.mempalace.acceptance.driver;

/** A warning that came with an answer: what kind of fact it states, and the words the way in used for it. */
public record Warning(Kind kind, String text) {

    /** The facts a scenario can expect to be warned of; anything else is a warning it does not expect. */
    public enum Kind { INDEX_BEHIND, VECTORS_MISSING, NOTHING_MATCHED_WELL, OTHER }
}
