package dev.mempalace.adapter.markdown;

import dev.mempalace.domain.session.TranscriptLines;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a session note says which transcript lines each exchange was read from: its heading names its time (UTC, to
 * the minute, when known), and an HTML comment on the line under it the lines, which no chunk's text keeps. A note
 * written before the comment names them at the end of the heading, "(lines 3–7)", and still reads so.
 */
final class ExchangeMarks {

    private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);
    private static final Pattern OLD_HEADING = Pattern.compile("\\(lines (\\d+)[–-](\\d+)\\)\\s*$");

    private ExchangeMarks() {
    }

    /** The heading's text (without the {@code #} marks). */
    static String heading(Optional<Instant> time) {
        return time.map(MINUTE::format).orElse("Exchange");
    }

    /** The lines a heading written before the mark names at its end, if any. */
    static Optional<TranscriptLines> ofOldHeading(String heading) {
        Matcher matcher = OLD_HEADING.matcher(heading);
        if (!matcher.find()) {
            return Optional.empty();
        }
        int first = Integer.parseInt(matcher.group(1));
        int last = Integer.parseInt(matcher.group(2));
        return first >= 1 && last >= first ? Optional.of(new TranscriptLines(first, last)) : Optional.empty();
    }
}
