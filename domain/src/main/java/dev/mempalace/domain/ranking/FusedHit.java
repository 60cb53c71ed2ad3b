package dev.mempalace.domain.ranking;

import dev.mempalace.domain.note.Chunk;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/** A chunk after fusion: its fused score and, per leg that found it, its rank and raw score there. */
public record FusedHit(Chunk chunk, String snippet, boolean retired, double score, Map<Leg, LegScore> legs) {

    public FusedHit {
        Objects.requireNonNull(chunk, "chunk");
        Objects.requireNonNull(snippet, "snippet");
        legs = Collections.unmodifiableMap(legs.isEmpty() ? new EnumMap<>(Leg.class) : new EnumMap<>(legs));
    }
}
