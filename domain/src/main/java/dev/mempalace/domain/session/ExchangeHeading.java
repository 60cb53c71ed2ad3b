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
     * The transcript lines a chunk of a session note covers: from the first exchange whose heading it holds (or, for
     * a piece of one exchange, the exchange its heading path names) to the last.
     */
    public static Optional<Lines> span(String headingPath, String text) {
        Optional<Lines> own = lines(headingPath);
        int first = own.map(Lines::first).orElse(Integer.MAX_VALUE);
        int last = own.map(Lines::last).orElse(0);
        for (String line : text.split("\n")) {
            if (line.startsWith("#")) {
                Optional<Lines> named = lines(line);
                if (named.isPresent()) {
                    first = Math.min(first, named.get().first());
                    last = Math.max(last, named.get().last());
                }
            }
        }
        return last == 0 ? Optional.empty() : Optional.of(new Lines(first, last));
    }

    /** A range of transcript lines, 1-based and inclusive. */
    public record Lines(int first, int last) {
    }
}
