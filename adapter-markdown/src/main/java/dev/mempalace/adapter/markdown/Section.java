package dev.mempalace.adapter.markdown;

/**
 * A run of lines (0-based, inclusive) under one heading path. {@code level} is the heading level, 0 for the
 * preamble before the first heading; {@code headingEnd} is the heading's own last line (setext takes two).
 */
record Section(String headingPath, int level, int first, int headingEnd, int last) {

    /** Whether the heading has nothing of its own before the next heading. */
    boolean bare() {
        return level > 0 && last == headingEnd;
    }

    Section lines(int from, int to) {
        return new Section(headingPath, level, from, headingEnd, to);
    }
}
