package dev.mempalace.domain.session;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The lines of a session's transcript that a chunk of its note was read from, 1-based and inclusive. */
public record TranscriptLines(int first, int last) {

    private static final Pattern MARK = Pattern.compile("<!-- transcript lines (\\d+)[–-](\\d+) -->");

    public TranscriptLines {
        if (first < 1 || last < first) {
            throw new IllegalArgumentException("bad transcript lines " + first + "-" + last);
        }
    }

    /**
     * How a session note names an exchange's transcript lines, on the line under its heading: an HTML comment,
     * which Markdown viewers do not show.
     */
    public static String mark(int first, int last) {
        return "<!-- transcript lines " + first + "–" + last + " -->";
    }

    /** The lines a mark names, if {@code text} (white space around it aside) is one. */
    public static Optional<TranscriptLines> ofMark(String text) {
        Matcher matcher = MARK.matcher(text.strip());
        if (!matcher.matches()) {
            return Optional.empty();
        }
        int first = Integer.parseInt(matcher.group(1));
        int last = Integer.parseInt(matcher.group(2));
        return first >= 1 && last >= first ? Optional.of(new TranscriptLines(first, last)) : Optional.empty();
    }

    /** From the first line of either through the last of either. */
    public TranscriptLines through(TranscriptLines other) {
        return new TranscriptLines(Math.min(first, other.first), Math.max(last, other.last));
    }
}
