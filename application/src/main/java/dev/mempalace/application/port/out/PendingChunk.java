package dev.mempalace.application.port.out;

/** A chunk that still needs a vector: its hash and the text to embed. */
public record PendingChunk(String hash, String text) {
}
