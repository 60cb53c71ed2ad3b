package dev.mempalace.domain.note;

import java.util.Objects;

/**
 * A retrievable piece of a note: one heading section (or a window of a long one) with its exact lines.
 * The hash covers exactly the text an embedder sees, so a vector keyed by it survives moves and re-ingests.
 */
public record Chunk(
        String path, int ordinal, String title, String headingPath, int startLine, int endLine, String text,
        String hash) {

    public Chunk {
        NotePath.check(path);
        if (ordinal < 0) {
            throw new IllegalArgumentException("ordinal must be >= 0: " + ordinal);
        }
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(headingPath, "headingPath");
        if (startLine < 1 || endLine < startLine) {
            throw new IllegalArgumentException("bad line range " + startLine + "-" + endLine + " in " + path);
        }
        Objects.requireNonNull(text, "text");
        if (hash == null || hash.isBlank()) {
            throw new IllegalArgumentException("chunk hash must not be blank");
        }
    }

    /** Builds a chunk whose hash is derived from its embedding text. */
    public static Chunk of(String path, int ordinal, String title, String headingPath, int startLine, int endLine,
            String text) {
        return new Chunk(path, ordinal, title, headingPath, startLine, endLine, text,
                ContentHash.of(embeddingText(title, headingPath, text)));
    }

    /** The text a document embedder sees: title, heading path and body, each on its own line. */
    public String embeddingText() {
        return embeddingText(title, headingPath, text);
    }

    /** Identity of this chunk within the index: path and ordinal. */
    public String key() {
        return path + "#" + ordinal;
    }

    private static String embeddingText(String title, String headingPath, String text) {
        StringBuilder sb = new StringBuilder();
        if (!title.isBlank()) {
            sb.append(title).append('\n');
        }
        if (!headingPath.isBlank() && !headingPath.equals(title)) {
            sb.append(headingPath).append('\n');
        }
        return sb.append(text).toString();
    }
}
