package dev.mempalace.domain.session;

/** The lines of a session's transcript that a chunk of its note was read from, 1-based and inclusive. */
public record TranscriptLines(int first, int last) {

    public TranscriptLines {
        if (first < 1 || last < first) {
            throw new IllegalArgumentException("bad transcript lines " + first + "-" + last);
        }
    }

    /** From the first line of either through the last of either. */
    public TranscriptLines through(TranscriptLines other) {
        return new TranscriptLines(Math.min(first, other.first), Math.max(last, other.last));
    }
}
