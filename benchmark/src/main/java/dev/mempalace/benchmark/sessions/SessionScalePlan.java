package dev.mempalace.benchmark.sessions;

import dev.mempalace.application.port.in.SearchMode;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * What a session-scale run does: the seed and the number of sessions to generate, the chunks to embed with the real
 * model, and the queries, modes and rounds of the warm searches.
 */
public record SessionScalePlan(long seed, int sessions, int sample, int queries, List<SearchMode> modes,
        int warmupRounds, int rounds) {

    /** A million sessions already take hours to write and import; anything larger is a typo. */
    public static final int MAX_SESSIONS = 1_000_000;

    public SessionScalePlan {
        modes = List.copyOf(new LinkedHashSet<>(modes));
        if (sessions < 1 || sessions > MAX_SESSIONS) {
            throw new IllegalArgumentException("--sessions needs a count between 1 and " + MAX_SESSIONS + ": "
                    + sessions);
        }
        if (sample < 1 || queries < 1) {
            throw new IllegalArgumentException("--sample and --queries must be >= 1: " + sample + ", " + queries);
        }
        if (modes.isEmpty()) {
            throw new IllegalArgumentException("no search mode to time");
        }
        if (warmupRounds < 0 || rounds < 1) {
            throw new IllegalArgumentException("--warmup must be >= 0 and --rounds >= 1: " + warmupRounds + ", "
                    + rounds);
        }
    }
}
