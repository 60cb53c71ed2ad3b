package dev.mempalace.application.port.in;

/**
 * A note that says much the same as another (one just written, or a search hit it was collapsed into): its path,
 * title and the cosine similarity of the two notes' stored vectors.
 */
public record Similar(String path, String title, double similarity) {
}
