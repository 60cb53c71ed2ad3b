package dev.mempalace.domain.ranking;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.session.SessionOrigin;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A chunk after fusion: per leg that found it, its rank, raw score and fused term; the boost it was given (links
 * with the best hits); its fused score, the sum of those terms and the boost; and, when its note is an imported
 * session, where that came from.
 */
public record FusedHit(Chunk chunk, Snippet snippet, boolean retired, Map<Leg, LegScore> legs, double boost,
        Optional<SessionOrigin> session) {

    public FusedHit {
        Objects.requireNonNull(chunk, "chunk");
        Objects.requireNonNull(snippet, "snippet");
        Objects.requireNonNull(session, "session");
        if (!(boost >= 0) || Double.isInfinite(boost)) {
            throw new IllegalArgumentException("boost must be a number >= 0: " + boost);
        }
        legs = Collections.unmodifiableMap(legs.isEmpty() ? new EnumMap<>(Leg.class) : new EnumMap<>(legs));
    }

    /** A hit in a note that is no imported session. */
    public FusedHit(Chunk chunk, Snippet snippet, boolean retired, Map<Leg, LegScore> legs, double boost) {
        this(chunk, snippet, retired, legs, boost, Optional.empty());
    }

    /** A hit whose snippet marks no match, in a note that is no imported session. */
    public FusedHit(Chunk chunk, String snippet, boolean retired, Map<Leg, LegScore> legs, double boost) {
        this(chunk, Snippet.plain(snippet), retired, legs, boost);
    }

    /** The fused score: every leg's term plus the boost. */
    public double score() {
        double sum = boost;
        for (LegScore leg : legs.values()) {
            sum += leg.contribution();
        }
        return sum;
    }

    /** The same hit with {@code extra} added to its boost. */
    public FusedHit boosted(double extra) {
        return new FusedHit(chunk, snippet, retired, legs, boost + extra, session);
    }
}
