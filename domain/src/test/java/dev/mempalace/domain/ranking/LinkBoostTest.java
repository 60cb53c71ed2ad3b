package dev.mempalace.domain.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.domain.note.Chunk;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LinkBoostTest {

    private static FusedHit hit(String path, String text, double score) {
        return new FusedHit(Chunk.of(path, 0, "t", "", 1, 1, text), "", false,
                Map.of(Leg.VECTOR, new LegScore(1, 0.5, score)), 0);
    }

    private static List<Chunk> chunks(List<FusedHit> hits) {
        return hits.stream().map(FusedHit::chunk).toList();
    }

    private static List<String> paths(List<FusedHit> hits) {
        return hits.stream().map(h -> h.chunk().path()).toList();
    }

    @Test
    void aNoteLinkedFromTheTopNoteMovesUp() {
        List<FusedHit> notes = List.of(hit("a.md", "see [[c]]", 0.030), hit("b.md", "b", 0.020),
                hit("c.md", "c", 0.019));
        assertEquals(List.of("a.md", "c.md", "b.md"), paths(LinkBoost.apply(notes, chunks(notes), 1, 0.1, 60)));
    }

    @Test
    void aNoteLinkingToTheTopNoteMovesUpToo() {
        List<FusedHit> notes = List.of(hit("a.md", "a", 0.030), hit("b.md", "b", 0.020),
                hit("c.md", "back to [[a]]", 0.019));
        assertEquals(List.of("a.md", "c.md", "b.md"), paths(LinkBoost.apply(notes, chunks(notes), 1, 0.1, 60)));
    }

    @Test
    void linksOfNotesBelowTheSeedsChangeNothing() {
        List<FusedHit> notes = List.of(hit("a.md", "a", 0.030), hit("b.md", "see [[c]]", 0.020),
                hit("c.md", "c", 0.019));
        assertEquals(List.of("a.md", "b.md", "c.md"), paths(LinkBoost.apply(notes, chunks(notes), 1, 0.1, 60)));
        assertEquals(0.019, LinkBoost.apply(notes, chunks(notes), 1, 0.1, 60).get(2).score(), 1e-12);
    }

    @Test
    void aHubLinkingToManyNotesLendsEachOnlyAShare() {
        List<FusedHit> notes = List.of(hit("index.md", "[[c]] [[d]] [[e]] [[f]] [[g]] [[h]]", 0.030),
                hit("b.md", "b", 0.0199), hit("c.md", "c", 0.019));
        List<FusedHit> boosted = LinkBoost.apply(notes, chunks(notes), 1, 0.1, 60);
        assertEquals(List.of("index.md", "b.md", "c.md"), paths(boosted));
        assertEquals(0.019 + 0.5 * 0.1 / 61, boosted.get(2).score(), 1e-12);
    }
}

class LinkBoostCeilingTest {

    private static FusedHit hit(String path, String text, double score) {
        return hit(path, text, score, false);
    }

    private static FusedHit hit(String path, String text, double score, boolean retired) {
        return new FusedHit(Chunk.of(path, 0, "t", "", 1, 1, text), "", retired,
                Map.of(Leg.LEXICAL, new LegScore(1, 3, score)), 0);
    }

    @Test
    void aBoostNeverLiftsANoteToTheNoteItCameFrom() {
        List<FusedHit> notes = List.of(hit("top.md", "top", 0.0330), hit("hub.md", "[[top]] [[b]]", 0.0328),
                hit("b.md", "b", 0.0327));
        List<FusedHit> boosted = LinkBoost.apply(notes, notes.stream().map(FusedHit::chunk).toList(), 3, 1.0, 60);
        assertEquals(List.of("top.md", "hub.md", "b.md"), boosted.stream().map(h -> h.chunk().path()).toList());
        assertTrue(boosted.get(1).score() < boosted.get(0).score());
        assertTrue(boosted.get(1).boost() > 0, "the hub still gets what fits below the top note");
        assertTrue(boosted.get(2).score() < boosted.get(1).score());
        assertEquals(boosted.get(2).legs().get(Leg.LEXICAL).contribution() + boosted.get(2).boost(),
                boosted.get(2).score(), 1e-15);
    }

    @Test
    void aCurrentLenderLiftsANoteAtMostHalfwayToItself() {
        List<FusedHit> notes = List.of(hit("top.md", "see [[far]]", 0.0300), hit("near.md", "near", 0.0280),
                hit("far.md", "far", 0.0240));
        List<FusedHit> boosted = LinkBoost.apply(notes, notes.stream().map(FusedHit::chunk).toList(), 1, 1.0, 60);
        assertEquals(List.of("top.md", "near.md", "far.md"), boosted.stream().map(h -> h.chunk().path()).toList());
        assertEquals(0.0270, boosted.get(2).score(), 1e-12);
    }

    @Test
    void aRetiredLenderLetsTheNoteThatReplacedItTakeItsPlace() {
        List<FusedHit> notes = List.of(hit("old.md", "see [[new]]", 0.0300, true), hit("near.md", "near", 0.0280),
                hit("new.md", "new", 0.0240));
        List<FusedHit> boosted = LinkBoost.apply(notes, notes.stream().map(FusedHit::chunk).toList(), 1, 1.0, 60);
        assertEquals(List.of("old.md", "new.md", "near.md"), boosted.stream().map(h -> h.chunk().path()).toList());
        assertTrue(boosted.get(1).score() < boosted.get(0).score());
    }

    @Test
    void aNoteAboveItsLenderGainsNothing() {
        List<FusedHit> notes = List.of(hit("a.md", "a", 0.0330), hit("b.md", "see [[a]]", 0.0320));
        List<FusedHit> boosted = LinkBoost.apply(notes, notes.stream().map(FusedHit::chunk).toList(), 2, 1.0, 60);
        assertEquals(0, boosted.get(0).boost());
    }
}
