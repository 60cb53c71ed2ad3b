package dev.mempalace.application.port.in;

/** Lines {@code from} to {@code to} of a note, both counted from 1 and included. */
public record LineRange(int from, int to) {

    public LineRange {
        if (from < 1 || to < from) {
            throw new IllegalArgumentException("lines must run from 1 upwards, and to at least from: " + from + "-"
                    + to);
        }
    }
}
