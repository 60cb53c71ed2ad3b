package dev.mempalace.domain.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.domain.note.Chunk;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NoteRankingTest {

    private static FusedHit hit(String path, int line, boolean retired) {
        return new FusedHit(Chunk.of(path, line, "t", "", line, line, "x"), "", retired, 1.0 / line, Map.of());
    }

    @Test
    void keepsTheFirstChunkOfEachNote() {
        List<FusedHit> best = NoteRanking.bestPerNote(List.of(hit("a.md", 1, false), hit("b.md", 2, false),
                hit("a.md", 3, false)));
        assertEquals(List.of("a.md#1", "b.md#2"), best.stream().map(h -> h.chunk().key()).toList());
    }

    @Test
    void retiredNotesGoBelowCurrentOnesKeepingOrder() {
        List<FusedHit> ordered = NoteRanking.currentFirst(List.of(hit("old.md", 1, true), hit("a.md", 2, false),
                hit("older.md", 3, true), hit("b.md", 4, false)));
        assertEquals(List.of("a.md", "b.md", "old.md", "older.md"),
                ordered.stream().map(h -> h.chunk().path()).toList());
    }
}
