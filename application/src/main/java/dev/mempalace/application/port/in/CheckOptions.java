package dev.mempalace.application.port.in;

/**
 * What a checkup counts as stale: a note whose {@code date} is more than {@code staleDays} old and that no answer
 * returned in that time; and as never retrieved: a note no answer returned in the last {@code unusedDays} days.
 */
public record CheckOptions(int staleDays, int unusedDays) {

    /** A year for both. */
    public static final CheckOptions DEFAULT = new CheckOptions(365, 90);

    public CheckOptions {
        if (staleDays < 1 || unusedDays < 1) {
            throw new IllegalArgumentException("a number of days must be 1 or more");
        }
    }
}
