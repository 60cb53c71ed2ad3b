package dev.mempalace.domain.ranking;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A passage of a note's text, verbatim (an ellipsis marks where it was cut), and where in it the query matched:
 * spans of [start, end) in UTF-16 code units, in order and not overlapping.
 */
public record Snippet(String text, List<Span> matches) {

    /** One match in the snippet's text. */
    public record Span(int start, int end) {

        public Span {
            if (start < 0 || end <= start) {
                throw new IllegalArgumentException("a span needs 0 <= start < end: " + start + ", " + end);
            }
        }
    }

    public Snippet {
        Objects.requireNonNull(text, "text");
        matches = List.copyOf(matches);
        int last = 0;
        for (Span span : matches) {
            if (span.start() < last || span.end() > text.length()) {
                throw new IllegalArgumentException("spans must be in order, apart and inside the text: " + matches);
            }
            last = span.end();
        }
    }

    /** A passage without marked matches. */
    public static Snippet plain(String text) {
        return new Snippet(text, List.of());
    }

    /**
     * Reads a passage in which each match is wrapped in {@code open} and {@code close} (as SQLite's snippet()
     * writes it), keeping the text verbatim and the matches as spans.
     */
    public static Snippet marked(String marked, char open, char close) {
        StringBuilder text = new StringBuilder(marked.length());
        List<Span> spans = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < marked.length(); i++) {
            char c = marked.charAt(i);
            if (c == open) {
                start = text.length();
            } else if (c == close) {
                if (start >= 0 && text.length() > start) {
                    spans.add(new Span(start, text.length()));
                }
                start = -1;
            } else {
                text.append(c);
            }
        }
        return new Snippet(text.toString(), spans);
    }
}
