package dev.mempalace.application.contract;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.application.port.out.VectorIndex;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.ranking.ChunkHit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every index adapter must do, run against the in-memory fake and the real SQLite index alike. A subclass
 * supplies a fresh store that has never been written, so reading it first must fail as missing.
 */
public abstract class IndexContract {

    /** The three index ports over one fresh store. */
    public record Indexes(NoteIndex notes, LexicalIndex lexical, VectorIndex vectors) {
    }

    private static final Fingerprint FP = new Fingerprint("model", "one", "0", "cls", "", 512, "c");
    private static final Fingerprint OTHER = new Fingerprint("model", "two", "0", "cls", "", 512, "c");

    private Indexes index;

    /** A fresh, empty store that has not been written yet. */
    protected abstract Indexes freshIndex();

    @BeforeEach
    void open() {
        index = freshIndex();
    }

    private void upsert(Note... notes) {
        List<IndexUpdate.Upsert> upserts = java.util.Arrays.stream(notes)
                .map(n -> new IndexUpdate.Upsert(n, n.body().length(), 1L, "f1")).toList();
        index.notes().apply(new IndexUpdate(upserts, List.of(), List.of()));
    }

    private void remove(String path) {
        index.notes().apply(new IndexUpdate(List.of(), List.of(), List.of(path)));
    }

    private List<String> paths(LexicalMatches matches) {
        return matches.hits().stream().map(h -> h.chunk().path()).distinct().toList();
    }

    @Test
    void readingAnIndexNeverWrittenFailsAsMissing() {
        assertThrows(IndexMissingException.class, () -> index.notes().files());
    }

    @Test
    void recordsFilesAndCountsNotesAndChunks() {
        upsert(note("a.md", "# A\nalpha\n## Sub\nbeta"), note("b.md", "gamma"));
        Map<String, IndexedFile> files = index.notes().files();
        assertEquals(List.of("a.md", "b.md"), files.keySet().stream().sorted().toList());
        assertEquals(2, index.notes().stats().notes());
        assertEquals(3, index.notes().stats().chunks());
    }

    @Test
    void touchedFilesKeepTheirContentButTakeNewTimes() {
        Note a = note("a.md", "alpha");
        upsert(a);
        index.notes().apply(new IndexUpdate(List.of(),
                List.of(new IndexedFile("a.md", a.contentHash(), 5, 99, "f2")), List.of()));
        assertEquals(99, index.notes().files().get("a.md").modified());
        assertEquals("f2", index.notes().files().get("a.md").format());
        assertEquals(1, index.lexical().search("alpha", 10).hits().size());
    }

    @Test
    void removedNotesLeaveTheIndexAndTheSearch() {
        upsert(note("a.md", "alpha"), note("b.md", "alpha beta"));
        remove("a.md");
        assertEquals(List.of("b.md"), paths(index.lexical().search("alpha", 10)));
        assertFalse(index.notes().files().containsKey("a.md"));
    }

    @Test
    void everyTermMustMatchBeforeAnyTermMay() {
        upsert(note("both.md", "the file lock on windows"), note("one.md", "a file on disk"));
        LexicalMatches strict = index.lexical().search("file lock", 10);
        assertTrue(strict.allTerms());
        assertEquals(List.of("both.md"), paths(strict));
        LexicalMatches loose = index.lexical().search("file zebra", 10);
        assertFalse(loose.allTerms());
        assertEquals(2, paths(loose).size());
    }

    @Test
    void morphologyMatchesHyphenatedAndInflectedForms() {
        upsert(note("locking.md", "Windows file-locking explained"), note("timers.md", "systemd timers fire"));
        assertEquals(List.of("locking.md"), paths(index.lexical().search("file lock", 10)));
        assertEquals(List.of("timers.md"), paths(index.lexical().search("timer", 10)));
    }

    @Test
    void querySyntaxIsText() {
        upsert(note("a.md", "alpha beta"));
        for (String hostile : List.of("\"", "alpha*", "NEAR(alpha", "AND OR NOT", "-alpha", "title:alpha", "(",
                ")", "^alpha", "alpha\" OR \"beta", "💥", "x".repeat(5000), "   ", "'; DROP TABLE chunks; --")) {
            index.lexical().search(hostile, 10);
        }
        assertEquals(List.of("a.md"), paths(index.lexical().search("alpha", 10)));
    }

    @Test
    void retiredNotesAreFlagged() {
        upsert(note("old.md", "---\nstatus: superseded\n---\nalpha"), note("new.md", "alpha"));
        Map<String, Boolean> retired = new java.util.HashMap<>();
        index.lexical().search("alpha", 10).hits().forEach(h -> retired.put(h.chunk().path(), h.retired()));
        assertEquals(Map.of("old.md", true, "new.md", false), retired);
    }

    @Test
    void vectorsArePendingUntilPutAndThenFoundNearest() {
        upsert(note("a.md", "alpha"), note("b.md", "beta"));
        assertEquals(2, index.vectors().coverage(FP.id()).missing());
        List<PendingChunk> pending = index.vectors().pending(FP.id(), 10);
        assertEquals(2, pending.size());
        index.vectors().put(FP, Map.of(pending.get(0).hash(), new float[] {1, 0},
                pending.get(1).hash(), new float[] {0, 1}));
        assertTrue(index.vectors().coverage(FP.id()).complete());
        assertEquals(2, index.vectors().coverage(OTHER.id()).missing());
        List<ChunkHit> near = index.vectors().nearest(FP.id(), new float[] {0.6f, 0.8f}, 2);
        assertEquals(pending.get(1).hash(), near.get(0).chunk().hash());
        assertEquals(0.8, near.get(0).score(), 1e-6);
    }

    @Test
    void vectorsSurviveReingestAndMovesButNotDeletion() {
        String titled = "---\ntitle: T\n---\n";
        upsert(note("a.md", titled + "# A\nalpha\n# B\nbeta"));
        index.vectors().pending(FP.id(), 10).forEach(p -> index.vectors().put(FP, Map.of(p.hash(), new float[] {1})));
        upsert(note("a.md", titled + "# B\nbeta\n# A\nalpha"));
        assertTrue(index.vectors().coverage(FP.id()).complete());
        upsert(note("moved/a.md", titled + "# B\nbeta\n# A\nalpha"));
        remove("a.md");
        assertTrue(index.vectors().coverage(FP.id()).complete());
        remove("moved/a.md");
        upsert(note("a.md", titled + "# A\nalpha"));
        assertEquals(1, index.vectors().coverage(FP.id()).missing());
    }
}
