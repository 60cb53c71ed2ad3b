package dev.mempalace.domain.ranking;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Turns fused chunk hits into a note-level result list. */
public final class NoteRanking {

    private NoteRanking() {
    }

    /** Keeps the best chunk of each note, in the given order. */
    public static List<FusedHit> bestPerNote(List<FusedHit> hits) {
        Set<String> seen = new HashSet<>();
        List<FusedHit> best = new ArrayList<>();
        for (FusedHit hit : hits) {
            if (seen.add(hit.chunk().path())) {
                best.add(hit);
            }
        }
        return best;
    }

    /** Moves hits of retired notes below every current hit, keeping the order within each group. */
    public static List<FusedHit> currentFirst(List<FusedHit> hits) {
        List<FusedHit> ordered = new ArrayList<>(hits.size());
        hits.stream().filter(h -> !h.retired()).forEach(ordered::add);
        hits.stream().filter(FusedHit::retired).forEach(ordered::add);
        return ordered;
    }
}
