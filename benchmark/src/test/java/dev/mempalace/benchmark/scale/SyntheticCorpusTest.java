package dev.mempalace.benchmark.scale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.domain.note.Chunk;
import dev.mempalace.domain.note.Note;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SyntheticCorpusTest {

    private final SyntheticCorpus corpus = new SyntheticCorpus(42, 12);

    @Test
    void theSameSeedMakesTheSameNotesAndAnotherSeedOthers() {
        assertEquals(corpus.note(1), new SyntheticCorpus(42, 12).note(1));
        assertNotEquals(corpus.note(1).body(), new SyntheticCorpus(43, 12).note(1).body());
        assertNotEquals(corpus.note(1).body(), corpus.note(2).body());
    }

    @Test
    void notesHoldFiveChunksAndTheLastTheRest() {
        assertEquals(3, corpus.notes());
        assertEquals(List.of(5, 5, 2), IntStream.range(0, 3).map(i -> corpus.note(i).chunks().size()).boxed().toList());
        assertEquals(1, new SyntheticCorpus(1, 1).notes());
    }

    @Test
    void chunksHaveRealisticLengthsLinesAndDistinctHashes() {
        Set<String> hashes = new HashSet<>();
        for (int i = 0; i < corpus.notes(); i++) {
            Note note = corpus.note(i);
            int previousEnd = 0;
            for (Chunk chunk : note.chunks()) {
                String[] lines = chunk.text().split("\n");
                assertTrue(lines[0].startsWith("## "), chunk.text());
                int words = chunk.text().substring(lines[0].length()).split("\\s+").length - 1;
                assertTrue(words >= SyntheticCorpus.MIN_WORDS && words <= SyntheticCorpus.MAX_WORDS, "words " + words);
                assertEquals(lines.length, chunk.endLine() - chunk.startLine() + 1);
                assertTrue(chunk.startLine() > previousEnd);
                assertTrue(note.body().contains(chunk.text()));
                previousEnd = chunk.endLine();
                hashes.add(chunk.hash());
            }
        }
        assertEquals(12, hashes.size());
    }

    @Test
    void pathsNameTheirNote() {
        String path = SyntheticCorpus.path(1234);

        assertEquals("notes/0001/note-0001234.md", path);
        assertEquals(1234, SyntheticCorpus.index(path));
        assertEquals(-1, SyntheticCorpus.index("notes/elsewhere.md"));
    }

    @Test
    void badArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new SyntheticCorpus(1, 0));
        assertThrows(IllegalArgumentException.class, () -> corpus.note(3));
        assertThrows(IllegalArgumentException.class, () -> corpus.note(-1));
    }
}
