package dev.mempalace.application.port.out;

/** Counts of what the index holds. */
public record IndexStats(int notes, int chunks) {
}
