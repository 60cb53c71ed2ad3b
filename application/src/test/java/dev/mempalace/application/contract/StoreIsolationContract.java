package dev.mempalace.application.contract;

import static dev.mempalace.application.fake.TestNotes.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mempalace.application.port.out.Fingerprint;
import dev.mempalace.application.port.out.IndexMissingException;
import dev.mempalace.application.port.out.IndexSession;
import dev.mempalace.application.port.out.IndexStore;
import dev.mempalace.application.port.out.IndexUpdate;
import dev.mempalace.application.port.out.LexicalMatches;
import dev.mempalace.domain.note.Note;
import dev.mempalace.domain.note.NoteFilter;
import dev.mempalace.domain.text.QueryTerms;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Two stores never mix, part of {@link IndexContract}: each holds its own notes, even under the same paths, its own
 * vectors and its own writer, and ranks by its own chunks alone. Where a technology keeps many stores in one backing
 * (a SolrCloud collection, one store per key), this is what keeps one team's ingest from removing another's notes.
 */
public abstract class StoreIsolationContract extends StoredVectorsContract {

    private static final Fingerprint FP = new Fingerprint("model", "one", "0", "cls", "", 512, "c");

    /**
     * A second fresh store beside {@link #store()}, never written: in the same backing where the technology keeps
     * many stores in one (another key of the collection), else in a backing of its own next to it (another file).
     * The test closes it.
     */
    protected abstract IndexStore anotherStore();

    @Test
    void twoStoresHoldTheirOwnNotesUnderTheSamePaths() {
        try (IndexStore other = anotherStore()) {
            write(other, s -> s.notes().apply(upserts(note("shared/alpha.md", "alpha secret of the other team"),
                    note("theirs.md", "alpha theirs"))));
            write(other, s -> s.vectors().pending(FP.id(), 10)
                    .forEach(p -> s.vectors().put(FP, Map.of(p.hash(), new float[] {1}))));
            assertThrows(IndexMissingException.class, () -> store().read(), "the other store's index is not ours");
            upsert(note("shared/alpha.md", "alpha of ours"), note("mine.md", "beta"));
            index.vectors().pending(FP.id(), 10).forEach(p -> index.vectors().put(FP, Map.of(p.hash(),
                    new float[] {1})));
            write(other, s -> s.notes().apply(new IndexUpdate(List.of(), List.of(), List.of("shared/alpha.md"))));

            assertEquals(Set.of("shared/alpha.md", "mine.md"), index.notes().files().keySet(),
                    "the other store's removal of the same path leaves ours");
            LexicalMatches found = index.lexical().search(QueryTerms.of("alpha secret"), 10, NoteFilter.EVERY);
            assertEquals(List.of("alpha of ours"), found.hits().stream().map(h -> h.chunk().text()).toList());
            assertEquals(0, found.holdingAll(), "only the other store's note holds both words");
            assertEquals(List.of("mine.md", "shared/alpha.md"), index.vectors().nearest(FP.id(), new float[] {1}, 10,
                    NoteFilter.EVERY).stream().map(h -> h.chunk().path()).sorted().toList());
            assertEquals(2, index.notes().stats().chunks());
            assertEquals(2, index.vectors().coverage(FP.id()).chunks());
            try (IndexSession theirs = other.read()) {
                assertEquals(Set.of("theirs.md"), theirs.notes().files().keySet());
                assertEquals(1, theirs.vectors().coverage(FP.id()).chunks());
            }
        }
    }

    @Test
    void oneStoresWriterNeverWaitsForAnothers() {
        try (IndexStore other = anotherStore(); IndexSession holding = other.write("the other team")) {
            upsert(note("mine.md", "alpha"));
            assertEquals(Set.of("mine.md"), index.notes().files().keySet());
            assertEquals(Map.of(), holding.notes().files(), "the other store, still being written, holds none of it");
        }
    }

    @Test
    void anotherStoresChunksNeverMakeAWordCommoner() {
        upsert(note("a.md", "a lock crossing"), note("b.md", "a lock crossing"), note("c.md", "a lock crossing"),
                note("d.md", "a zebra crossing"), note("e.md", "a quiet crossing"), note("f.md", "a quiet crossing"),
                note("g.md", "a quiet crossing"), note("h.md", "a quiet crossing"));
        try (IndexStore other = anotherStore()) {
            write(other, s -> s.notes().apply(upserts(IntStream.range(0, 20)
                    .mapToObj(i -> note("crowd/" + i + ".md", "a zebra crossing " + i)).toArray(Note[]::new))));

            List<String> found = paths(index.lexical().search(QueryTerms.of("lock zebra"), 10, NoteFilter.EVERY));
            assertEquals("d.md", found.get(0), "zebra is rare among our chunks, however many of theirs hold it: "
                    + found);
        }
    }

    private static void write(IndexStore store, Consumer<IndexSession> work) {
        try (IndexSession session = store.write("the other team")) {
            work.accept(session);
        }
    }

    private static IndexUpdate upserts(Note... notes) {
        return new IndexUpdate(Arrays.stream(notes).map(n -> new IndexUpdate.Upsert(n, n.body().length(), 1L, "f1"))
                .toList(), List.of(), List.of());
    }
}
