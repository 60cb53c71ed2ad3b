package dev.mempalace.domain.ranking;

import java.util.ArrayList;
import java.util.List;

/** Orders a note-level result list. */
public final class NoteRanking {

    private NoteRanking() {
    }

    /** Moves hits of retired notes below every current hit, keeping the order within each group. */
    public static List<FusedHit> currentFirst(List<FusedHit> hits) {
        List<FusedHit> ordered = new ArrayList<>(hits.size());
        hits.stream().filter(h -> !h.retired()).forEach(ordered::add);
        hits.stream().filter(FusedHit::retired).forEach(ordered::add);
        return ordered;
    }
}
