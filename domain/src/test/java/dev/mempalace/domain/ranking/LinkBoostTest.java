package dev.mempalace.domain.ranking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mempalace.domain.note.Chunk;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LinkBoostTest {

    private static FusedHit hit(String path, String text, double score) {
        return new FusedHit(Chunk.of(path, 0, "t", "", 1, 1, text), "", false, score, Map.of());
    }

    private static List<String> paths(List<FusedHit> hits) {
        return hits.stream().map(h -> h.chunk().path()).toList();
    }

    @Test
    void aNoteLinkedFromTheTopNoteMovesUp() {
        List<FusedHit> notes = List.of(hit("a.md", "see [[c]]", 0.030), hit("b.md", "b", 0.020),
                hit("c.md", "c", 0.019));
        assertEquals(List.of("a.md", "c.md", "b.md"), paths(LinkBoost.apply(notes, notes, 1, 0.1, 60)));
    }

    @Test
    void aNoteLinkingToTheTopNoteMovesUpToo() {
        List<FusedHit> notes = List.of(hit("a.md", "a", 0.030), hit("b.md", "b", 0.020),
                hit("c.md", "back to [[a]]", 0.019));
        assertEquals(List.of("a.md", "c.md", "b.md"), paths(LinkBoost.apply(notes, notes, 1, 0.1, 60)));
    }

    @Test
    void linksOfNotesBelowTheSeedsChangeNothing() {
        List<FusedHit> notes = List.of(hit("a.md", "a", 0.030), hit("b.md", "see [[c]]", 0.020),
                hit("c.md", "c", 0.019));
        assertEquals(List.of("a.md", "b.md", "c.md"), paths(LinkBoost.apply(notes, notes, 1, 0.1, 60)));
        assertEquals(0.019, LinkBoost.apply(notes, notes, 1, 0.1, 60).get(2).score(), 1e-12);
    }

    @Test
    void aHubLinkingToManyNotesLendsEachOnlyAShare() {
        List<FusedHit> notes = List.of(hit("index.md", "[[c]] [[d]] [[e]] [[f]] [[g]] [[h]]", 0.030),
                hit("b.md", "b", 0.0199), hit("c.md", "c", 0.019));
        List<FusedHit> boosted = LinkBoost.apply(notes, notes, 1, 0.1, 60);
        assertEquals(List.of("index.md", "b.md", "c.md"), paths(boosted));
        assertEquals(0.019 + 0.5 * 0.1 / 61, boosted.get(2).score(), 1e-12);
    }
}
