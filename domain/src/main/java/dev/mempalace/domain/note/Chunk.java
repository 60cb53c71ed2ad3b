package dev.mempalace.domain.note;

import dev.mempalace.domain.session.TranscriptLines;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A retrievable piece of a note: one heading section (or a window of a long one) with its exact lines, and for a
 * chunk of an imported session the transcript lines its exchanges were read from (no part of its text).
 * The hash covers exactly the text an embedder sees, so a vector keyed by it survives moves and re-ingests.
 */
public record Chunk(
        String path, int ordinal, String title, String headingPath, int startLine, int endLine, String text,
        String hash, Optional<TranscriptLines> transcript) {

    /** Names the rule of {@link #embeddingText()}; bump it whenever that text changes. */
    public static final String TEXT_VERSION = "text-v2";

    private static final Pattern HEADING_LINE = Pattern.compile(" {0,3}#{1,6}(?:[ \t][^\n]*)?(?=\n|$)");

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
        Objects.requireNonNull(transcript, "transcript");
    }

    /** A chunk that points into no transcript. */
    public Chunk(String path, int ordinal, String title, String headingPath, int startLine, int endLine, String text,
            String hash) {
        this(path, ordinal, title, headingPath, startLine, endLine, text, hash, Optional.empty());
    }

    /** Builds a chunk whose hash is derived from its embedding text. */
    public static Chunk of(String path, int ordinal, String title, String headingPath, int startLine, int endLine,
            String text) {
        return of(path, ordinal, title, headingPath, startLine, endLine, text, Optional.empty());
    }

    /** Builds a chunk of a session's note, pointing into its transcript; the lines are not part of the hash. */
    public static Chunk of(String path, int ordinal, String title, String headingPath, int startLine, int endLine,
            String text, Optional<TranscriptLines> transcript) {
        return new Chunk(path, ordinal, title, headingPath, startLine, endLine, text,
                ContentHash.of(embeddingText(title, headingPath, text)), transcript);
    }

    /** The text a document embedder sees: title, heading path and body, each on its own line. */
    public String embeddingText() {
        return embeddingText(title, headingPath, text);
    }

    /** Identity of this chunk within the index: path and ordinal. */
    public String key() {
        return path + "#" + ordinal;
    }

    /**
     * Title, then the heading path without the title repeated, then the body without its own heading line: the
     * heading path already says it, and repeating it would weigh headings twice in the vector.
     */
    private static String embeddingText(String title, String headingPath, String text) {
        String heading = headingPath;
        if (heading.equals(title)) {
            heading = "";
        } else if (heading.startsWith(title + " > ")) {
            heading = heading.substring(title.length() + 3);
        }
        String body = text;
        if (HEADING_LINE.matcher(text).lookingAt()) {
            int newline = text.indexOf('\n');
            body = newline < 0 ? "" : text.substring(newline + 1);
        }
        StringBuilder sb = new StringBuilder();
        if (!title.isBlank()) {
            sb.append(title).append('\n');
        }
        if (!heading.isBlank()) {
            sb.append(heading).append('\n');
        }
        return sb.append(body.strip()).toString();
    }
}
