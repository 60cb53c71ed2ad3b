package dev.mempalace.benchmark.longmemeval;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** When a haystack session's turns were said: from its date as the dataset writes it, a minute a turn, in UTC. */
final class SessionTimes {

    /** The time given a session whose date cannot be read, so that its transcript still has one. */
    static final Instant UNDATED = Instant.parse("2000-01-01T00:00:00Z");

    private static final Pattern DATE = Pattern.compile("(\\d{4})/(\\d{2})/(\\d{2})\\D*?(\\d{2}):(\\d{2})");

    private SessionTimes() {
    }

    /** {@code 2023/05/20 (Sat) 07:47} as 2023-05-20T07:47:00Z; {@link #UNDATED} for a date in another form. */
    static Instant start(String date) {
        Matcher m = DATE.matcher(date);
        if (!m.find()) {
            return UNDATED;
        }
        return LocalDateTime.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)))
                .toInstant(ZoneOffset.UTC);
    }

    /** The time of turn {@code index} of a session that started at {@code start}. */
    static Instant turn(Instant start, int index) {
        return start.plusSeconds(60L * index);
    }
}
