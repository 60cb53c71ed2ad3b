package dev.mempalace.acceptance.driver;

/** Whether an ingest computes the vectors of the chunks it indexes. */
public enum Vectors {
    COMPUTED,
    SKIPPED,
    /** Skipped where the way in allows it, which is quicker; computed where it always computes them. */
    AS_THE_WAY_IN_PREFERS
}
