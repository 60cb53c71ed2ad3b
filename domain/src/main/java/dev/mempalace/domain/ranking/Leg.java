package dev.mempalace.domain.ranking;

import java.util.Locale;

/** A retrieval leg: the lexical (FTS5/BM25) or the vector (dense embedding) ranking. */
public enum Leg {
    LEXICAL, VECTOR;

    /** Lowercase name as used in JSON and on the command line. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
