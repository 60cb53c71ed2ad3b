package dev.mempalace.application.port.in;

/** A note that already says much the same as one just written: its path, title and cosine similarity. */
public record Similar(String path, String title, double similarity) {
}
