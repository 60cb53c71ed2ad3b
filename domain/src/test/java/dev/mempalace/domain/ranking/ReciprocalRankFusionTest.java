package dev.mempalace.domain.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.session.SessionOrigin;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReciprocalRankFusionTest {

    private static ChunkHit hit(String path, int line, double score) {
        return new ChunkHit(Chunk.of(path, line, "t", "", line, line, "text " + path + line), score, "", false);
    }

    private static List<String> keys(List<FusedHit> hits) {
        return hits.stream().map(h -> h.chunk().key()).toList();
    }

    @Test
    void sumsReciprocalRanksOverLegs() {
        List<FusedHit> fused = ReciprocalRankFusion.fuse(List.of(
                Ranking.of(Leg.LEXICAL, List.of(hit("a.md", 1, 9), hit("b.md", 1, 8))),
                Ranking.of(Leg.VECTOR, List.of(hit("b.md", 1, 0.9), hit("c.md", 1, 0.8)))));
        assertEquals(List.of("b.md#1", "a.md#1", "c.md#1"), keys(fused));
        assertEquals(1.0 / 62 + 1.0 / 61, fused.get(0).score(), 1e-12);
        assertEquals(Map.of(Leg.LEXICAL, new LegScore(2, 8, 1.0 / 62), Leg.VECTOR, new LegScore(1, 0.9, 1.0 / 61)), fused.get(0).legs());
    }

    @Test
    void weightScalesALegsContribution() {
        List<FusedHit> fused = ReciprocalRankFusion.fuse(List.of(
                new Ranking(Leg.LEXICAL, 0.5, List.of(hit("a.md", 1, 9))),
                Ranking.of(Leg.VECTOR, List.of(hit("b.md", 1, 0.9)))));
        assertEquals(List.of("b.md#1", "a.md#1"), keys(fused));
        assertEquals(0.5 / 61, fused.get(1).score(), 1e-12);
    }

    @Test
    void tiesFallToPathThenStartLine() {
        List<FusedHit> fused = ReciprocalRankFusion.fuse(List.of(
                Ranking.of(Leg.LEXICAL, List.of(hit("z.md", 1, 1), hit("a.md", 9, 1))),
                Ranking.of(Leg.VECTOR, List.of(hit("a.md", 3, 1), hit("z.md", 2, 1)))));
        assertEquals(List.of("a.md#3", "z.md#1", "a.md#9", "z.md#2"), keys(fused));
    }

    @Test
    void aChunkRankedTwiceByOneLegCountsOnceAtItsBestRank() {
        List<FusedHit> fused = ReciprocalRankFusion.fuse(
                List.of(Ranking.of(Leg.LEXICAL, List.of(hit("a.md", 1, 2), hit("a.md", 1, 1)))), 1);
        assertEquals(1, fused.size());
        assertEquals(0.5, fused.get(0).score(), 1e-12);
    }

    @Test
    void aFusedHitKeepsTheSessionItsNoteCameFromThroughFusionAndBoost() {
        Optional<SessionOrigin> origin = Optional.of(new SessionOrigin("codex", "s1", Optional.empty(),
                Optional.of("main"), "/t/s1.jsonl"));
        ChunkHit session = new ChunkHit(Chunk.of("s.md", 0, "t", "", 1, 1, "text"), 1, Snippet.plain(""), false,
                origin);
        List<FusedHit> fused = ReciprocalRankFusion.fuse(List.of(Ranking.of(Leg.VECTOR, List.of(session,
                hit("a.md", 1, 0.5)))));
        assertEquals(origin, fused.get(0).boosted(0.1).session());
        assertEquals(Optional.empty(), fused.get(1).session());
    }

    @Test
    void rejectsKBelowOneAndNonPositiveWeights() {
        assertThrows(IllegalArgumentException.class, () -> ReciprocalRankFusion.fuse(List.of(), 0));
        assertThrows(IllegalArgumentException.class, () -> new Ranking(Leg.LEXICAL, 0, List.of()));
    }

    @Test
    void byNoteANoteThatEveryLegRanksFirstIsFirstEvenThroughDifferentChunks() {
        List<FusedHit> fused = ReciprocalRankFusion.fuseNotes(List.of(
                Ranking.of(Leg.LEXICAL, List.of(hit("a.md", 1, 9), hit("b.md", 1, 8), hit("a.md", 5, 7))),
                Ranking.of(Leg.VECTOR, List.of(hit("a.md", 7, 0.9), hit("b.md", 1, 0.8)))));
        assertEquals(List.of("a.md#1", "b.md#1"), keys(fused));
        assertEquals(2.0 / 61, fused.get(0).score(), 1e-12);
        assertEquals(1, fused.get(0).legs().get(Leg.VECTOR).rank());
    }

    @Test
    void byNoteEachLegRanksNotesNotChunks() {
        List<FusedHit> fused = ReciprocalRankFusion.fuseNotes(List.of(
                Ranking.of(Leg.VECTOR, List.of(hit("long.md", 1, 0.9), hit("long.md", 2, 0.8), hit("c.md", 1, 0.7)))));
        assertEquals(2, fused.get(1).legs().get(Leg.VECTOR).rank());
    }
}
