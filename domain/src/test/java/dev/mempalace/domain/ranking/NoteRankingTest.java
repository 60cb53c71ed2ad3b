package dev.mempalace.domain.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.domain.note.Chunk;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NoteRankingTest {

    private static FusedHit hit(String path, int line, boolean retired) {
        return new FusedHit(Chunk.of(path, line, "t", "", line, line, "x"), "", retired,
                Map.of(Leg.LEXICAL, new LegScore(line, 1, 1.0 / line)), 0);
    }

    @Test
    void retiredNotesGoBelowCurrentOnesKeepingOrder() {
        List<FusedHit> ordered = NoteRanking.currentFirst(List.of(hit("old.md", 1, true), hit("a.md", 2, false),
                hit("older.md", 3, true), hit("b.md", 4, false)));
        assertEquals(List.of("a.md", "b.md", "old.md", "older.md"),
                ordered.stream().map(h -> h.chunk().path()).toList());
    }
}
