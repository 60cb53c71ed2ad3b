package dev.mempalace.domain.session;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The heading of one exchange's section in a session note: its time (UTC, to the minute, when known) and the
 * transcript lines it was read from, so that every chunk of the section points back to the transcript.
 */
public final class ExchangeHeading {

    private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);
    private static final Pattern LINES = Pattern.compile("\\(lines (\\d+)[–-](\\d+)\\)\\s*$");
    private static final Pattern HEADING_LINES = Pattern.compile("(?m)^#{1,6}\\s.*\\(lines (\\d+)[–-](\\d+)\\)\\s*$");

    private ExchangeHeading() {
    }

    /** The heading's text (without the {@code #} marks). */
    public static String of(Optional<Instant> time, int firstLine, int lastLine) {
        String lines = "(lines " + firstLine + "–" + lastLine + ")";
        return time.map(t -> MINUTE.format(t) + " " + lines).orElse("Exchange " + lines);
    }

    /** The transcript lines a heading (or a heading path ending in one) names. */
    public static Optional<Lines> lines(String heading) {
        Matcher matcher = LINES.matcher(heading);
        if (!matcher.find()) {
            return Optional.empty();
        }
        return Optional.of(new Lines(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2))));
    }

    /**
     * The transcript lines of every exchange heading inside a chunk's text, from the first to the last: a chunk that
     * holds several short exchanges takes the heading path of the section it starts in, which may name none.
     */
    public static Optional<Lines> within(String text) {
        Matcher matcher = HEADING_LINES.matcher(text);
        Optional<Lines> span = Optional.empty();
        while (matcher.find()) {
            int first = Integer.parseInt(matcher.group(1));
            int last = Integer.parseInt(matcher.group(2));
            span = Optional.of(span.map(s -> new Lines(Math.min(s.first(), first), Math.max(s.last(), last)))
                    .orElse(new Lines(first, last)));
        }
        return span;
    }

    /**
     * The transcript lines a chunk points to: from those of the exchange its heading path ends in (the section it
     * starts in), if any, through those of every exchange heading inside its text.
     */
    public static Optional<Lines> span(String headingPath, String text) {
        Optional<Lines> section = lines(headingPath);
        Optional<Lines> inside = within(text);
        if (section.isEmpty() || inside.isEmpty()) {
            return section.or(() -> inside);
        }
        return Optional.of(new Lines(Math.min(section.get().first(), inside.get().first()),
                Math.max(section.get().last(), inside.get().last())));
    }

    /** A range of transcript lines, 1-based and inclusive. */
    public record Lines(int first, int last) {
    }
}
