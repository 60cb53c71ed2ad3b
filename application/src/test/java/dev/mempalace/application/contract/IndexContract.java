package dev.mempalace.application.contract;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexLockedException;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.IndexedFile;
import dev.mempalace.application.port.out.IndexedFolder;
import dev.mempalace.application.port.out.LexicalIndex;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.application.port.out.NoteIndex;
import dev.mempalace.application.port.out.PendingChunk;
import dev.mempalace.domain.note.ContentHash;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.ranking.ChunkHit;
import dev.mempalace.domain.text.QueryTerms;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * What every index store must do, run against the in-memory fake, the real SQLite store and the SolrCloud store
 * alike: the index ports read through read sessions and written through write sessions, one writer at a time, the
 * search of {@link LexicalContract} and {@link SessionContract}, two stores kept apart
 * ({@link StoreIsolationContract}) and a removed note gone from the store's bytes ({@link RemovedTextContract}). A
 * subclass supplies a fresh store that has never been written, so reading it first must fail as missing, and
 * another beside it. {@link StoredVectorsContract} reads its vectors back.
 */
public abstract class IndexContract extends RemovedTextContract {

    private static final Fingerprint FP = new Fingerprint("model", "one", "0", "cls", "", 512, "c");
    private static final Fingerprint OTHER = new Fingerprint("model", "two", "0", "cls", "", 512, "c");

    @Test
    void readingAnIndexNeverWrittenFailsAsMissing() {
        assertThrows(IndexMissingException.class, () -> store().read());
    }

    @Test
    void anIndexNeverWrittenTakesNoBytesAndAWrittenOneNeverANegativeNumber() {
        assertEquals(0, store().bytes());
        upsert(note("a.md", "alpha"));
        assertTrue(store().bytes() >= 0, "bytes " + store().bytes());
    }

    @Test
    void aWriteSessionCreatesTheIndexEmpty() {
        writing(s -> s.notes().files());
        assertEquals(Map.of(), index.notes().files());
        assertEquals(0, index.notes().stats().notes());
    }

    @Test
    void theFilesAreGroupedByFolderAndReadByTheFoldersASearchListed() {
        writing(s -> {
            s.notes().apply(new IndexUpdate(List.of(new IndexUpdate.Upsert(note("top.md", "alpha"), 1, 7L, "f1"),
                    new IndexUpdate.Upsert(note("s/h/a.md", "beta"), 1, 5L, "f1"),
                    new IndexUpdate.Upsert(note("s/h/b.md", "gamma"), 1, 9L, "f0"),
                    new IndexUpdate.Upsert(note("s/h/x/c.md", "delta"), 1, 3L, "f1")), List.of(), List.of()));
            return null;
        });

        assertEquals(Map.of("", new IndexedFolder(7, 1, 0), "s/h", new IndexedFolder(9, 2, 1), "s/h/x",
                new IndexedFolder(3, 1, 0)), index.notes().folders("f1"));
        assertEquals(Set.of("top.md", "s/h/x/c.md"), index.notes().filesIn(Set.of("", "s/h/x", "gone")).keySet());
        assertEquals(Map.of(), index.notes().filesIn(Set.of()));
    }

    @Test
    void aReadSessionCannotWrite() {
        upsert(note("a.md", "alpha"));
        try (IndexSession session = store().read()) {
            assertThrows(IllegalStateException.class, () -> session.notes().apply(
                    new IndexUpdate(List.of(), List.of(), List.of("a.md"))));
            assertThrows(IllegalStateException.class, () -> session.vectors().put(FP,
                    Map.of(note("a.md", "alpha").chunks().get(0).hash(), new float[] {1})));
        }
        assertEquals(List.of("a.md"), paths(index.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.EVERY)));
    }

    @Test
    void anOpenReadSessionSeesWhatIsCommittedAfterItOpened() {
        upsert(note("a.md", "alpha"));
        try (IndexSession reader = store().read()) {
            assertEquals(Set.of("a.md"), reader.notes().files().keySet());
            assertEquals(1, reader.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.EVERY).hits().size());
            Thread other = new Thread(() -> upsert(note("b.md", "alpha beta")));
            other.start();
            join(other);
            assertEquals(Set.of("a.md", "b.md"), reader.notes().files().keySet());
            assertEquals(2, reader.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.EVERY).hits().size());
            assertEquals(2, reader.vectors().coverage(FP.id()).missing());
        }
    }

    @Test
    void aSecondWriterWaitsThenFailsAsLockedNamingTheHolder() throws Exception {
        try (IndexSession first = store().write("the first writer")) {
            AtomicReference<Throwable> failure = new AtomicReference<>();
            Thread second = new Thread(() -> {
                try (IndexSession session = store().write("the second writer")) {
                    failure.set(new AssertionError("the second writer got in while the first held the lock: "
                            + session));
                } catch (IndexLockedException e) {
                    failure.set(e);
                }
            });
            second.start();
            join(second);
            assertInstanceOf(IndexLockedException.class, failure.get());
            assertTrue(failure.get().getMessage().contains("the first writer"), failure.get().getMessage());
            first.notes().files();
        }
    }

    @Test
    void aWriterThatWaitsGetsInWhenTheHolderCloses() throws Exception {
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread holder = new Thread(() -> {
            try (IndexSession session = store().write("holder")) {
                holding.countDown();
                await(release);
                session.notes().apply(new IndexUpdate(List.of(new IndexUpdate.Upsert(note("held.md", "alpha"), 5,
                        1L, "f1")), List.of(), List.of()));
            }
        });
        holder.start();
        await(holding);
        Thread releaser = new Thread(() -> {
            sleep(writerWait().toMillis() / 5);
            release.countDown();
        });
        releaser.start();
        try (IndexSession second = store().write("second")) {
            assertEquals(Set.of("held.md"), second.notes().files().keySet(),
                    "the second writer sees what the first committed");
        }
        join(holder);
        join(releaser);
    }

    private static void join(Thread thread) {
        try {
            thread.join(Duration.ofSeconds(30).toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        assertFalse(thread.isAlive(), "the thread finished");
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(30, TimeUnit.SECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
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
        assertEquals(1, index.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.EVERY).hits().size());
    }

    @Test
    void recordsWhatEachNoteSupersedesThroughATouchUntilItNoLongerDoes() {
        Note a = note("a.md", "---\nsupersedes: [b.md, c.md]\n---\nalpha");
        upsert(a, note("b.md", "beta").replacedBy(List.of("a.md")), note("d.md", "delta"));
        assertEquals(Map.of("a.md", List.of("b.md", "c.md")), index.notes().supersessions());
        assertEquals(List.of(), paths(index.lexical().search(QueryTerms.of("beta"), 10, NoteFilter.CURRENT)),
                "a note told it is superseded is retired");
        index.notes().apply(new IndexUpdate(List.of(),
                List.of(new IndexedFile("a.md", a.contentHash(), 5, 99, "f2")), List.of()));
        assertEquals(Map.of("a.md", List.of("b.md", "c.md")), index.notes().supersessions());
        upsert(note("a.md", "alpha"));
        assertEquals(Map.of(), index.notes().supersessions());
        upsert(note("a.md", "---\nsupersedes: b.md\n---\nalpha"));
        remove("a.md");
        assertEquals(Map.of(), index.notes().supersessions());
    }

    @Test
    void removedNotesLeaveTheIndexAndTheSearch() {
        upsert(note("a.md", "alpha"), note("b.md", "alpha beta"));
        remove("a.md");
        assertEquals(List.of("b.md"), paths(index.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.EVERY)));
        assertFalse(index.notes().files().containsKey("a.md"));
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
        List<ChunkHit> near = index.vectors().nearest(FP.id(), new float[] {0.6f, 0.8f}, 2, NoteFilter.EVERY);
        assertEquals(pending.get(1).hash(), near.get(0).chunk().hash());
        assertEquals(0.8, near.get(0).score(), 1e-6);
    }

    @Test
    void aPendingChunkCarriesTheTextItsHashNamesForEveryKindOfNote() {
        upsert(note("a.md", "---\ntitle: Runbook\n---\n# Rollback\nrun it"),
                note("sessions/s.md", "---\ntitle: First prompt\nsource: session\n---\n## 2026-01-02 10:00 UTC\n"
                        + "<!-- transcript lines 3-4 -->\n\n> A later prompt\n\nThe reply"));
        List<PendingChunk> pending = index.vectors().pending(FP.id(), 10);
        assertEquals(2, pending.size());
        for (PendingChunk chunk : pending) {
            assertEquals(chunk.hash(), ContentHash.of(chunk.text()), "embedded as another text: " + chunk.text());
        }
        assertTrue(pending.stream().anyMatch(p -> p.text().equals("Runbook\nRollback\nrun it")), pending.toString());
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

    @Test
    void filtersApplyInsideBothLegs() {
        upsert(note("runbooks/a.md", "---\ntags: [WSL, memory]\ndate: 2026-03-01\n---\nalpha"),
                note("runbooks/b.md", "---\ntags: [wsl]\ndate: 2025-01-01\n---\nalpha"),
                note("adr/c.md", "---\ntags: [memory]\n---\nalpha"),
                note("old.md", "---\nstatus: superseded\n---\nalpha"));
        index.vectors().pending(FP.id(), 10).forEach(p -> index.vectors().put(FP, Map.of(p.hash(), new float[] {1})));
        NoteFilter runbooks = new NoteFilter(Optional.of("runbooks/"), List.of(), Optional.empty(), false);
        NoteFilter wslMemory = new NoteFilter(Optional.empty(), List.of("wsl", "Memory"), Optional.empty(), false);
        NoteFilter since2026 = new NoteFilter(Optional.of("runbooks/"), List.of(), Optional.of(LocalDate.of(2026, 1,
                1)), false);
        for (NoteFilter filter : List.of(NoteFilter.CURRENT, NoteFilter.EVERY, runbooks, wslMemory, since2026)) {
            List<String> lexical = paths(index.lexical().search(QueryTerms.of("alpha"), 10, filter)).stream().sorted()
                    .toList();
            List<String> vector = index.vectors().nearest(FP.id(), new float[] {1}, 10, filter).stream()
                    .map(h -> h.chunk().path()).distinct().sorted().toList();
            assertEquals(lexical, vector, "both legs let the same notes through " + filter);
        }
        assertEquals(List.of("adr/c.md", "runbooks/a.md", "runbooks/b.md"),
                paths(index.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.CURRENT)).stream().sorted()
                        .toList());
        assertEquals(4, paths(index.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.EVERY)).size());
        assertEquals(List.of("runbooks/a.md", "runbooks/b.md"),
                paths(index.lexical().search(QueryTerms.of("alpha"), 10, runbooks)).stream().sorted().toList());
        assertEquals(List.of("runbooks/a.md"), paths(index.lexical().search(QueryTerms.of("alpha"), 10, wslMemory)));
        assertEquals(List.of("runbooks/a.md"), paths(index.lexical().search(QueryTerms.of("alpha"), 10, since2026)));
    }

    /**
     * A session that says its legs may be searched at once ({@link IndexSession#concurrentLegs}) answers both from two
     * threads as it answers them in turn; a store that does not say so is never asked to.
     */
    @Test
    void legsSearchedAtOnceAnswerAsInTurnWhenTheSessionAllowsIt() {
        upsert(note("a.md", "alpha beta"), note("b.md", "alpha gamma"), note("c.md", "beta gamma"));
        List<PendingChunk> pending = index.vectors().pending(FP.id(), 10);
        for (int i = 0; i < pending.size(); i++) {
            index.vectors().put(FP, Map.of(pending.get(i).hash(), new float[] {1, i}));
        }
        try (IndexSession session = store().read()) {
            assumeTrue(session.concurrentLegs(), "this store searches its legs in turn");
            List<String> lexical = paths(session.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.CURRENT));
            List<String> vector = session.vectors().nearest(FP.id(), new float[] {1, 1}, 10, NoteFilter.CURRENT)
                    .stream().map(h -> h.chunk().path()).toList();
            for (int round = 0; round < 20; round++) {
                CompletableFuture<List<String>> atOnce = CompletableFuture.supplyAsync(() -> session.vectors()
                        .nearest(FP.id(), new float[] {1, 1}, 10, NoteFilter.CURRENT).stream()
                        .map(h -> h.chunk().path()).toList());
                assertEquals(lexical, paths(session.lexical().search(QueryTerms.of("alpha"), 10, NoteFilter.CURRENT)));
                assertEquals(vector, atOnce.join());
            }
            assertEquals(List.of("a.md", "b.md"), lexical.stream().sorted().toList());
            assertEquals(3, vector.size());
        }
    }

}
